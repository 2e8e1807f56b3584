import { z } from 'zod'
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi'

import {
  SITE_NAME,
  acceptSeoTitleSchema,
  articleListQuerySchema,
  articleListSchema,
  articleSchema,
  authorListSchema,
  authorSchema,
  clapsSchema,
  errorBodySchema,
  incompleteArticleListSchema,
  messageBodySchema,
  newsletterSubscriptionSchema,
  viewsSchema,
} from '@blockwise/shared'
import {
  marketCoinsQuerySchema,
  marketCoinsResponseSchema,
  marketSearchQuerySchema,
  marketSearchResponseSchema,
} from '@blockwise/shared/tools/watchlist/market'

const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema } },
})

const failure = (description: string) => json(description, errorBodySchema)

const slugPath = z.object({
  slug: z.string().meta({ description: 'The article slug', example: 'what-is-defi' }),
})
const idPath = z.object({ id: z.string().uuid().meta({ description: 'The document id' }) })

const EDITOR_ONLY: ZodOpenApiResponsesObject = {
  '401': failure('Not logged in'),
  '403': failure('Logged in without the editor or admin role'),
}

const RATE_LIMITED: ZodOpenApiResponsesObject = {
  '429': {
    ...failure('Too many requests from this client; see Retry-After'),
    headers: z.object({ 'retry-after': z.string().meta({ description: 'Seconds to wait' }) }),
  },
}

function counterOperation(summary: string, schema: z.ZodType): ZodOpenApiOperationObject {
  return {
    summary,
    requestParams: { path: slugPath },
    responses: {
      '200': json('The new count', schema),
      '404': failure('No published article has this slug'),
      ...RATE_LIMITED,
    },
  }
}

/** The OpenAPI 3.1 description of the /api contract, generated from the shared zod schemas. */
export function contractDocument(serverUrl: string) {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: `${SITE_NAME} API`,
      version: '1.0.0',
      description:
        'The documented contract of SPEC §7. Reader calls are public; the others need an editor or admin ' +
        'session (the payload-token cookie, or an `Authorization: JWT <token>` header from /cms-api/users/login).',
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/api/articles': {
        get: {
          summary: 'List articles, newest first by publishedAt (without content)',
          requestParams: { query: articleListQuerySchema },
          responses: {
            '200': json('Articles the caller may see', articleListSchema),
            '400': failure('Malformed query'),
          },
        },
      },
      '/api/articles/{slug}': {
        get: {
          summary: 'One article with its HTML body',
          requestParams: { path: slugPath },
          responses: {
            '200': json('The article', articleSchema),
            '404': failure('Unknown or unpublished'),
          },
        },
      },
      '/api/articles/{slug}/claps': {
        get: {
          summary: 'Clap count of a published article',
          requestParams: { path: slugPath },
          responses: {
            '200': json('The count', clapsSchema),
            '404': failure('No published article has this slug'),
          },
        },
      },
      '/api/articles/{slug}/clap': { post: counterOperation('Add one clap', clapsSchema) },
      '/api/articles/{slug}/view': { post: counterOperation('Count one view', viewsSchema) },
      '/api/articles/{slug}/og-image': {
        get: {
          summary: 'The 1200×630 social image (JPEG), with ETag and Cache-Control',
          requestParams: { path: slugPath },
          responses: {
            '200': {
              description: 'The image',
              content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } },
            },
            '304': { description: 'Unchanged since If-None-Match' },
            '404': failure('No published article has this slug'),
          },
        },
      },
      '/api/articles/{id}/accept-seo-title': {
        post: {
          summary: 'Save a proposed SEO title (editors and admins)',
          requestParams: { path: idPath },
          requestBody: { content: { 'application/json': { schema: acceptSeoTitleSchema } } },
          responses: {
            '200': json('Saved', z.object({ id: z.string(), seoTitle: z.string().nullable() })),
            '400': failure('Missing or invalid seoTitle'),
            '404': failure('Unknown article'),
            ...EDITOR_ONLY,
          },
        },
      },
      '/api/articles/{id}/reject-seo-title': {
        post: {
          summary: 'Clear the SEO title (editors and admins)',
          requestParams: { path: idPath },
          responses: {
            '200': json('Cleared', z.object({ id: z.string(), seoTitle: z.null() })),
            '404': failure('Unknown article'),
            ...EDITOR_ONLY,
          },
        },
      },
      '/api/authors': {
        get: {
          summary: 'All authors (email only for editors)',
          responses: { '200': json('Authors', authorListSchema) },
        },
      },
      '/api/authors/{authorId}': {
        get: {
          summary: 'One author (email only for editors)',
          requestParams: { path: z.object({ authorId: z.string().uuid() }) },
          responses: { '200': json('The author', authorSchema), '404': failure('Unknown author') },
        },
      },
      '/api/newsletter/subscribe': {
        post: {
          summary:
            'Subscribe to the weekly newsletter (the same answer whether or not already subscribed)',
          requestBody: {
            content: { 'application/json': { schema: newsletterSubscriptionSchema } },
          },
          responses: {
            '200': json('Subscribed', messageBodySchema),
            '400': failure('A SPEC §5 rule failed, e.g. "Both fields are required"'),
            '413': failure('Body too large'),
            '415': failure('Body is not JSON'),
            ...RATE_LIMITED,
          },
        },
      },
      '/api/market/coins': {
        get: {
          summary:
            'Market data of coins by CoinGecko id (the watchlist), cached briefly; stale when upstream fails',
          requestParams: { query: marketCoinsQuerySchema },
          responses: {
            '200': json(
              'The coins, when and where the prices were fetched',
              marketCoinsResponseSchema,
            ),
            '400': failure('Missing or malformed ids'),
            '503': failure('No market data available; see Retry-After'),
            ...RATE_LIMITED,
          },
        },
      },
      '/api/market/search': {
        get: {
          summary: 'Resolve a coin id, symbol or name to one coin with its market data',
          requestParams: { query: marketSearchQuerySchema },
          responses: {
            '200': json('The coin', marketSearchResponseSchema),
            '404': failure('Token not found'),
            '503': failure('No market data available; see Retry-After'),
            ...RATE_LIMITED,
          },
        },
      },
      '/api/incomplete-articles': {
        get: {
          summary: 'AI generations still missing a part (editors and admins)',
          responses: {
            '200': json('Records, newest first', incompleteArticleListSchema),
            ...EDITOR_ONLY,
          },
        },
      },
      '/api/incomplete-articles/{id}': {
        delete: {
          summary: 'Remove a record (editors and admins)',
          requestParams: { path: idPath },
          responses: {
            '200': json('Removed', messageBodySchema),
            '404': failure('Unknown record'),
            ...EDITOR_ONLY,
          },
        },
      },
    },
  })
}
