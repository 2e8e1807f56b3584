import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import {
  FEDIVERSE_REPLIES_SHOWN,
  articleFediverseSchema,
  articleReactionsSchema,
  fediverseOverviewSchema,
} from '@blockwise/shared/schemas/fediverse'

import {
  PUBLIC,
  SERVER_FAILURES,
  editorCall,
  failure,
  idPath,
  json,
  privateAnswer,
  slugPath,
} from './responses'

const tags = ['Social web']

/** What came back from Mastodon and other fediverse servers: for readers, and the admin's panels. */
export const fediversePaths: ZodOpenApiPathsObject = {
  '/api/articles/{slug}/fediverse': {
    get: {
      operationId: 'getArticleReactions',
      tags,
      summary: 'A published article’s boosts, likes and approved replies from the social web',
      description:
        'How many boosts and likes the article received from Mastodon and other fediverse ' +
        `servers, and its ${FEDIVERSE_REPLIES_SHOWN} newest replies an editor approved, oldest ` +
        'first; a reply’s `content` is sanitised HTML (paragraphs, line breaks and links). What ' +
        'the article page shows in its follow block; a shared cache may keep it a second, so an ' +
        'approval shows within it.',
      security: PUBLIC,
      requestParams: { path: slugPath },
      responses: {
        '200': {
          ...json('The reactions', articleReactionsSchema),
          headers: z.object({
            'cache-control': z
              .string()
              .meta({ description: 'Always `public, max-age=0, s-maxage=1`' }),
          }),
        },
        '404': failure('No published article has this slug'),
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/fediverse/articles/{id}': {
    get: editorCall({
      operationId: 'getArticleFediverse',
      tags,
      summary: 'One article’s likes, boosts and replies from the social web',
      description:
        'How many likes and boosts the article received, its replies waiting for an editor and ' +
        'approved (only approved ones appear on the site), and its 10 newest interactions, newest ' +
        'first; a reply’s `content` is sanitised HTML. Editors and admins.',
      requestParams: { path: idPath },
      responses: {
        '200': privateAnswer('The article’s interactions', articleFediverseSchema),
        '400': failure('The id is not a UUID'),
        '404': failure('No article has this id'),
      },
    }),
  },
  '/api/fediverse/overview': {
    get: editorCall({
      operationId: 'getFediverseOverview',
      tags,
      summary: 'Followers, replies to review and the newest interactions',
      description:
        'Followers of the publication (actor `blockwise`) and of each followed author (actor: ' +
        'their id), accepted and waiting for approval; how many replies wait for an editor; the ' +
        '10 newest interactions with any article, with its id and title. Editors and admins.',
      responses: { '200': privateAnswer('The overview', fediverseOverviewSchema) },
    }),
  },
}
