import { createDocument } from 'zod-openapi'
import { z } from 'zod'

import { SITE_NAME } from '@blockwise/shared'
import { CURRENT_API_VERSION } from '@blockwise/shared/apiVersion'

import { analyticsPaths } from './analyticsPaths'
import { VERSIONS_DESCRIPTION, withApiVersions, withVersionHeaders } from './apiVersions'
import { withCommonRefusals } from './commonRefusals'
import { editorialPaths } from './editorialPaths'
import { fediversePaths } from './fediversePaths'
import { glossaryPaths } from './glossaryPaths'
import { withHeadOperations } from './headOperations'
import { learningPathPaths } from './learningPathPaths'
import { marketHistoryPaths } from './marketHistoryPaths'
import { newsletterPaths } from './newsletterPaths'
import { readerPaths } from './readerPaths'
import { redirectPaths } from './redirectPaths'
import { PUBLIC, json, securitySchemes, sharedResponses } from './responses'
import { searchPaths } from './searchPaths'
import { syncPaths } from './syncPaths'
import { webhookMessages } from './webhooks'

const TAGS = [
  { name: 'Articles', description: 'Published articles, their counters and social images' },
  { name: 'Authors', description: 'The publication’s authors' },
  { name: 'Tags', description: 'The tags articles carry' },
  { name: 'Learning paths', description: 'Ordered series of learn articles' },
  { name: 'Glossary', description: 'The glossary of crypto terms' },
  { name: 'Search', description: 'Full-text search of published articles' },
  { name: 'Sync', description: 'The changes feed a mirror follows (docs/api.md#sync)' },
  { name: 'Sitemap', description: 'What the site’s sitemaps list' },
  { name: 'Redirects', description: 'Old addresses of the site and where they lead now' },
  { name: 'Market', description: 'Market data for the watchlist and the simulator’s time machine' },
  { name: 'Newsletter', description: 'The weekly newsletter: subscriptions and the digest' },
  {
    name: 'Analytics',
    description: 'First-party analytics: the site’s beacon and the editors’ reports',
  },
  { name: 'Editorial', description: 'The admin’s editorial screens: SEO titles, AI generation' },
  {
    name: 'Social web',
    description: 'What came back from the fediverse: followers, likes, boosts and replies',
  },
  { name: 'Preview', description: 'Drafts for the site’s preview' },
  { name: 'Meta', description: 'This description of the API' },
  {
    name: 'Webhooks',
    description: 'What Blockwise posts to the endpoints admins register (docs/api.md#webhooks)',
  },
]

const DESCRIPTION = `The documented contract of docs/product.md#calls, and the calls of the admin’s \
editorial and newsletter screens. Reader calls are public; the others need an editor’s or admin’s \
session (the payload-token cookie, or \`Authorization: JWT <token>\` from /cms-api/users/login) or \
an editorial integration key (\`Authorization: integrations API-Key <key>\`).

Every error is \`{ "error": "<message>" }\`. Besides the answers each operation lists, any path \
under /api answers a method it does not serve with 405 and an \`Allow\` header \
(#/components/responses/MethodNotAllowed), and a path that is not part of the contract with 404 \
(#/components/responses/NotFound).`

/** The answers of any path or method name their API version too. */
const versionedSharedResponses = Object.fromEntries(
  Object.entries(sharedResponses ?? {}).map(([name, response]) => [
    name,
    withVersionHeaders(response),
  ]),
)

/**
 * The OpenAPI 3.1 description of the /api contract, generated from the shared zod schemas. Every
 * route under src/app/api has its paths and methods here (tests/integration/contract-openapi.test.ts
 * compares them with the route files).
 */
export function contractDocument(serverUrl: string) {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: `${SITE_NAME} API`,
      version: CURRENT_API_VERSION,
      description: `${DESCRIPTION}\n\n${VERSIONS_DESCRIPTION}`,
    },
    servers: [{ url: serverUrl }],
    tags: TAGS,
    paths: withHeadOperations(
      withApiVersions(
        withCommonRefusals({
          ...readerPaths,
          ...marketHistoryPaths,
          ...searchPaths,
          ...syncPaths,
          ...learningPathPaths,
          ...glossaryPaths,
          ...redirectPaths,
          ...editorialPaths,
          ...newsletterPaths,
          ...analyticsPaths,
          ...fediversePaths,
          '/api/openapi.json': {
            get: {
              operationId: 'getOpenApiDocument',
              tags: ['Meta'],
              summary: 'This document',
              description: 'The OpenAPI 3.1 description of every call under /api.',
              security: PUBLIC,
              responses: { '200': json('OpenAPI 3.1', z.record(z.string(), z.unknown())) },
            },
          },
        }),
      ),
    ),
    webhooks: webhookMessages,
    components: { securitySchemes, responses: versionedSharedResponses },
  })
}
