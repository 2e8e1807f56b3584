import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import { changesPageSchema, changesQuerySchema } from '@blockwise/shared'

import { PUBLIC, SERVER_FAILURES, failure, json } from './responses'

/** `total=true` on a list (docs/api.md#sync). */
export const TOTAL_COUNT_HEADERS = z.object({
  'total-count': z.string().optional().meta({
    description:
      'With `total=true`: how many items the whole list holds (every page together), in decimal',
  }),
})

/** The changes feed a mirror follows (docs/api.md#sync). */
export const syncPaths: ZodOpenApiPathsObject = {
  '/api/changes': {
    get: {
      operationId: 'listChanges',
      tags: ['Sync'],
      summary: 'What readers saw change, oldest first',
      description:
        'Published articles published, updated, unpublished or deleted, and tags and authors ' +
        'created, updated or deleted, oldest first, a page at a time: pass `nextCursor` as `since` ' +
        'for what follows. A change committed later never lands before a cursor already answered. ' +
        'A draft saved over a live article is no change. Changes (tombstones included) are kept ' +
        '35 days. A new mirror takes `since=now` first, then lists the archive, then follows the ' +
        'feed from that cursor. The same answer for every caller; never stored by shared caches.',
      security: PUBLIC,
      requestParams: { query: changesQuerySchema },
      responses: {
        '200': {
          ...json('A page of changes', changesPageSchema),
          headers: z.object({ 'cache-control': z.string().meta({ example: 'no-store' }) }),
        },
        '400': failure('Malformed query; "Invalid cursor" for a cursor the feed never gave'),
        '410': failure(
          'The cursor is older than the changes kept, or from another history of the database: list the archive again, then follow the feed from since=now',
        ),
        ...SERVER_FAILURES,
      },
    },
  },
}
