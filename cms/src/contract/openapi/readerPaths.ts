import { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi'

import {
  articleListQuerySchema,
  articleListSchema,
  articleSchema,
  authorListSchema,
  authorSchema,
  clapsSchema,
  relatedArticlesQuerySchema,
  sitemapArticleSchema,
  sitemapSchema,
  tagListSchema,
  tagSchema,
  viewsSchema,
} from '@blockwise/shared'
import {
  marketCoinsQuerySchema,
  marketCoinsResponseSchema,
  marketSearchQuerySchema,
  marketSearchResponseSchema,
} from '@blockwise/shared/tools/watchlist/market'

import { NEXT_PAGE_HEADERS, RATE_LIMITED, failure, json, slugPath } from './responses'

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

/** The public calls the site makes for its readers (docs/product.md#calls) and the watchlist's market data. */
export const readerPaths: ZodOpenApiPathsObject = {
  '/api/articles': {
    get: {
      summary: 'List articles, newest first by publishedAt (without content), a page at a time',
      requestParams: { query: articleListQuerySchema },
      responses: {
        '200': {
          ...json('Articles the caller may see', articleListSchema),
          headers: NEXT_PAGE_HEADERS,
        },
        '400': failure(
          'Malformed query; "Invalid cursor" for a cursor not taken from this list; cursor with page',
        ),
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
  '/api/articles/{slug}/related': {
    get: {
      summary:
        'Published articles sharing a tag with this one, newest first, then the newest others',
      requestParams: { path: slugPath, query: relatedArticlesQuerySchema },
      responses: {
        '200': json('The articles to read next', articleListSchema),
        '400': failure('Malformed limit'),
        '404': failure('Unknown, or unpublished for this caller'),
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
  '/api/tags': {
    get: {
      summary: 'Every tag by name, with its count of published articles',
      responses: { '200': json('Tags', tagListSchema) },
    },
  },
  '/api/tags/{slug}': {
    get: {
      summary: 'One tag by slug',
      requestParams: { path: z.object({ slug: z.string().meta({ example: 'defi' }) }) },
      responses: { '200': json('The tag', tagSchema), '404': failure('Tag not found') },
    },
  },
  '/api/sitemap': {
    get: {
      summary: 'How many published articles the sitemaps list, in how many chunks',
      responses: { '200': json('The sitemap’s size', sitemapSchema) },
    },
  },
  '/api/sitemap/articles/{n}': {
    get: {
      summary: 'Chunk n of the published articles, oldest first (publishedAt, id), streamed',
      requestParams: {
        path: z.object({ n: z.string().meta({ description: 'From 1 to chunks', example: '1' }) }),
      },
      responses: {
        '200': {
          description: 'One JSON line per article (rows (n-1)×chunkSize to n×chunkSize-1)',
          content: { 'application/x-ndjson': { schema: sitemapArticleSchema } },
        },
        '404': failure('Sitemap not found (n outside 1…chunks)'),
      },
    },
  },
  '/api/market/coins': {
    get: {
      summary:
        'Market data of coins by CoinGecko id (the watchlist), cached briefly; stale when upstream fails',
      requestParams: { query: marketCoinsQuerySchema },
      responses: {
        '200': json('The coins, when and where the prices were fetched', marketCoinsResponseSchema),
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
}
