import type { ZodOpenApiPathsObject } from 'zod-openapi'

import { searchQuerySchema, searchResultListSchema } from '@blockwise/shared'

import { cacheable } from './readerPaths'
import { NEXT_PAGE_HEADERS, RATE_LIMITED, failure } from './responses'

/** Full-text search of published articles (docs/api.md#search). */
export const searchPaths: ZodOpenApiPathsObject = {
  '/api/search': {
    get: cacheable(
      {
        operationId: 'searchArticles',
        tags: ['Search'],
        summary: 'Search published articles, best match first',
        description:
          'Web search syntax: "quoted phrase", -excluded, or. Title and tags weigh most, then the ' +
          'excerpt, then the body; among the newest 200 matches, then newest first. When the words ' +
          'match nothing and the text has one or two words, articles titled or tagged with words ' +
          'similar to it are offered ' +
          '(matchedBy: similar-title). Readers’ answers carry Cache-Control and an ETag.',
        requestParams: { query: searchQuerySchema },
        responses: {
          '400': failure('Missing, blank or too long search text, bad cursor or other parameter'),
          // Each client may search 60 times a minute.
          ...RATE_LIMITED,
        },
      },
      {
        description: 'A page of results',
        schema: searchResultListSchema,
        headers: NEXT_PAGE_HEADERS,
      },
    ),
  },
}
