import { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi'

import {
  articleListQuerySchema,
  articleListSchema,
  articleReadingSchema,
  articleSchema,
  articleSummarySchema,
  unpagedListQuerySchema,
  authorListSchema,
  authorSchema,
  clapCountsQuerySchema,
  clapCountsSchema,
  clapsSchema,
  messageBodySchema,
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

import {
  CACHE_HEADERS,
  IF_NONE_MATCH,
  NEXT_PAGE_HEADERS,
  NOT_MODIFIED,
  PUBLIC,
  RATE_LIMITED,
  SERVER_FAILURES,
  TOO_LARGE,
  failure,
  json,
  slugPath,
  unavailable,
} from './responses'
import { TOTAL_COUNT_HEADERS } from './syncPaths'

const CALLER_DEPENDENT =
  'Anonymous readers see published articles only; an editor’s or admin’s credentials add drafts ' +
  'and their answers are never stored by shared caches.'

export const REVALIDATED =
  'Readers’ answers carry Cache-Control and an ETag: send it back in If-None-Match for a 304.'

/**
 * An article of a `fields=` answer: some ArticleSummary properties, so none is required, not even
 * those with a default (which generators such as openapi-typescript type as always present). A
 * list without `fields` matches it too; generated clients type the answer as either list.
 */
const articleSummaryFieldsSchema = z
  .object(
    Object.fromEntries(
      Object.entries(articleSummarySchema.shape).map(([name, property]) => {
        const value = property instanceof z.ZodDefault ? property.unwrap() : property
        return [name, value.optional().meta({ description: property.description })]
      }),
    ),
  )
  .meta({
    id: 'ArticleSummaryFields',
    description:
      'An ArticleSummary reduced to the properties `fields` named (in the schema’s order); the others are absent',
  })

interface StoredAnswer {
  description: string
  schema: z.ZodType
  headers?: z.ZodObject
}

/** A reader's GET whose 200 may be stored and revalidated by its ETag. */
export function cacheable(
  operation: ZodOpenApiOperationObject,
  answer: StoredAnswer,
): ZodOpenApiOperationObject {
  return {
    ...operation,
    security: PUBLIC,
    requestParams: { ...operation.requestParams, header: IF_NONE_MATCH },
    responses: {
      '200': {
        ...json(answer.description, answer.schema),
        headers: answer.headers?.extend(CACHE_HEADERS.shape) ?? CACHE_HEADERS,
      },
      ...NOT_MODIFIED,
      ...SERVER_FAILURES,
      ...operation.responses,
    },
  }
}

function counterOperation(
  operationId: string,
  summary: string,
  description: string,
  schema: z.ZodType,
): ZodOpenApiOperationObject {
  return {
    operationId,
    tags: ['Articles'],
    summary,
    description:
      `${description} Refused (403) when the browser says the request comes from another site; ` +
      'limited per client.',
    security: PUBLIC,
    requestParams: { path: slugPath },
    responses: {
      '200': json('The new count', schema),
      '403': failure('A cross-site request'),
      '404': failure('No published article has this slug'),
      ...TOO_LARGE,
      ...RATE_LIMITED,
      ...SERVER_FAILURES,
    },
  }
}

/** The public calls the site makes for its readers (docs/product.md#calls) and the watchlist's market data. */
/** Since 2026-12-01 (contract/apiVersion/changes.ts: movedArticleRedirects). */
const MOVED_ARTICLE = {
  ...json(
    'An old slug of a renamed article (2026-12-01 on; 2026-11-21 answers 404): the article’s current address is in Location',
    messageBodySchema,
  ),
  headers: z.object({
    location: z.string().meta({
      description: 'The article’s current address, `/api/articles/<slug>`',
      example: '/api/articles/what-is-defi',
    }),
  }),
}

export const readerPaths: ZodOpenApiPathsObject = {
  '/api/articles': {
    get: cacheable(
      {
        operationId: 'listArticles',
        tags: ['Articles'],
        summary: 'List articles, newest first',
        description:
          'Articles without their content, newest first by publishedAt (or in the order `sort` ' +
          'names), a page at a time (by `page`, or by the cursor of the previous page’s ' +
          'X-Next-Cursor, which is bound to the filters and the order). `updatedSince` keeps the ' +
          `articles updated since; \`total=true\` adds Total-Count. ${CALLER_DEPENDENT} ${REVALIDATED}`,
        requestParams: { query: articleListQuerySchema },
        responses: {
          '400': failure(
            'Malformed query; "Invalid cursor" for a cursor not taken from this list and order; cursor with page',
          ),
        },
      },
      {
        description:
          'Articles the caller may see: ArticleSummary items, or with `fields` ArticleSummaryFields items, each with only the properties named',
        schema: z.union([articleListSchema, z.array(articleSummaryFieldsSchema)]),
        headers: NEXT_PAGE_HEADERS.extend(TOTAL_COUNT_HEADERS.shape),
      },
    ),
  },
  '/api/articles/{slug}': {
    get: cacheable(
      {
        operationId: 'getArticle',
        tags: ['Articles'],
        summary: 'One article with its HTML body',
        description: `The article with this slug, its body as sanitised HTML. ${CALLER_DEPENDENT} ${REVALIDATED}`,
        requestParams: { path: slugPath },
        responses: {
          '308': MOVED_ARTICLE,
          '404': failure('Unknown, or unpublished for this caller'),
        },
      },
      { description: 'The article', schema: articleSchema },
    ),
  },
  '/api/articles/{slug}/reading': {
    get: cacheable(
      {
        operationId: 'getArticleReading',
        tags: ['Articles'],
        summary: 'An article as its page shows it to readers',
        description:
          'The published article with this slug, as GET /api/articles/{slug} answers a reader, and ' +
          'its Read More: the latest published articles other than it, newest first, as the ' +
          'first page of GET /api/articles shows them (GET /api/articles/{slug}/related chooses by ' +
          `shared tags instead). One read for a whole article page, the same for every caller. ${REVALIDATED}`,
        requestParams: { path: slugPath },
        responses: {
          '400': failure('A query parameter: this call takes none'),
          '404': failure('No published article has this slug'),
        },
      },
      { description: 'The article and its Read More', schema: articleReadingSchema },
    ),
  },
  '/api/articles/{slug}/related': {
    get: cacheable(
      {
        operationId: 'listRelatedArticles',
        tags: ['Articles'],
        summary: 'What to read next after an article',
        description: `Published articles sharing a tag with this one, newest first, then the newest others. ${REVALIDATED}`,
        requestParams: { path: slugPath, query: relatedArticlesQuerySchema },
        responses: {
          '400': failure('Malformed limit'),
          '404': failure('Unknown, or unpublished for this caller'),
        },
      },
      { description: 'The articles to read next', schema: articleListSchema },
    ),
  },
  '/api/articles/{slug}/claps': {
    get: {
      operationId: 'getClaps',
      tags: ['Articles'],
      summary: 'Clap count of a published article',
      description: 'The current count; a shared cache may keep it a second.',
      security: PUBLIC,
      requestParams: { path: slugPath },
      responses: {
        '200': json('The count', clapsSchema),
        '404': failure('No published article has this slug'),
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/claps': {
    get: {
      operationId: 'getClapCounts',
      tags: ['Articles'],
      summary: 'Clap counts of several published articles',
      description:
        'The counts the site’s clap buttons show, one call per page; a shared cache may keep it a second.',
      security: PUBLIC,
      requestParams: { query: clapCountsQuerySchema },
      responses: {
        '200': json('The counts', clapCountsSchema),
        '400': failure('`slugs` is missing, holds something that is not a slug, or too many'),
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/articles/{slug}/clap': {
    post: counterOperation(
      'clapArticle',
      'Add one clap',
      'Adds a clap to a published article.',
      clapsSchema,
    ),
  },
  '/api/articles/{slug}/view': {
    post: counterOperation(
      'viewArticle',
      'Count one view',
      'The site counts a view 30 seconds after an article loads.',
      viewsSchema,
    ),
  },
  '/api/articles/{slug}/og-image': {
    get: {
      operationId: 'getArticleOgImage',
      tags: ['Articles'],
      summary: 'The article’s social image',
      description:
        'The 1200×630 JPEG shown when the article is shared, with an ETag and Cache-Control.',
      security: PUBLIC,
      requestParams: { path: slugPath, header: IF_NONE_MATCH },
      responses: {
        '200': {
          description: 'The image',
          headers: CACHE_HEADERS,
          content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...NOT_MODIFIED,
        '404': failure('No published article has this slug'),
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/authors': {
    get: cacheable(
      {
        operationId: 'listAuthors',
        tags: ['Authors'],
        summary: 'All authors, by name',
        description: `Every author (or those updated since \`updatedSince\`); the email only for editors and admins. ${REVALIDATED}`,
        requestParams: { query: unpagedListQuerySchema },
        responses: { '400': failure('Malformed query') },
      },
      { description: 'Authors', schema: authorListSchema, headers: TOTAL_COUNT_HEADERS },
    ),
  },
  '/api/authors/{authorId}': {
    get: cacheable(
      {
        operationId: 'getAuthor',
        tags: ['Authors'],
        summary: 'One author',
        description: `The author with this id; the email only for editors and admins. ${REVALIDATED}`,
        requestParams: { path: z.object({ authorId: z.string().uuid() }) },
        responses: { '404': failure('Unknown author') },
      },
      { description: 'The author', schema: authorSchema },
    ),
  },
  '/api/tags': {
    get: cacheable(
      {
        operationId: 'listTags',
        tags: ['Tags'],
        summary: 'Every tag, by name',
        description: `Each tag (or those updated since \`updatedSince\`) with its count of published articles. ${REVALIDATED}`,
        requestParams: { query: unpagedListQuerySchema },
        responses: { '400': failure('Malformed query') },
      },
      { description: 'Tags', schema: tagListSchema, headers: TOTAL_COUNT_HEADERS },
    ),
  },
  '/api/tags/{slug}': {
    get: cacheable(
      {
        operationId: 'getTag',
        tags: ['Tags'],
        summary: 'One tag by slug',
        description: `The tag with its count of published articles. ${REVALIDATED}`,
        requestParams: { path: z.object({ slug: z.string().meta({ example: 'defi' }) }) },
        responses: { '404': failure('Tag not found') },
      },
      { description: 'The tag', schema: tagSchema },
    ),
  },
  '/api/sitemap': {
    get: cacheable(
      {
        operationId: 'getSitemap',
        tags: ['Sitemap'],
        summary: 'The size of the sitemaps',
        description: `How many published articles the sitemaps list, in how many chunks. ${REVALIDATED}`,
        responses: {},
      },
      { description: 'The sitemap’s size', schema: sitemapSchema },
    ),
  },
  '/api/sitemap/articles/{n}': {
    get: {
      operationId: 'getSitemapChunk',
      tags: ['Sitemap'],
      summary: 'One chunk of the sitemap’s articles',
      description:
        'Chunk n of the published articles, oldest first (publishedAt, id), streamed as JSON lines.',
      security: PUBLIC,
      requestParams: {
        path: z.object({ n: z.string().meta({ description: 'From 1 to chunks', example: '1' }) }),
      },
      responses: {
        '200': {
          description: 'One JSON line per article (rows (n-1)×chunkSize to n×chunkSize-1)',
          headers: CACHE_HEADERS.pick({ 'cache-control': true }),
          content: { 'application/x-ndjson': { schema: sitemapArticleSchema } },
        },
        '404': failure('Sitemap not found (n outside 1…chunks)'),
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/market/coins': {
    get: {
      operationId: 'getMarketCoins',
      tags: ['Market'],
      summary: 'Market data of coins by CoinGecko id',
      description:
        'The watchlist’s prices, cached briefly; the last good data, marked stale, when the upstream fails.',
      security: PUBLIC,
      requestParams: { query: marketCoinsQuerySchema },
      responses: {
        '200': json('The coins, when and where the prices were fetched', marketCoinsResponseSchema),
        '400': failure('Missing or malformed ids'),
        ...RATE_LIMITED,
        ...SERVER_FAILURES,
        ...unavailable('No market data available'),
      },
    },
  },
  '/api/market/search': {
    get: {
      operationId: 'searchMarket',
      tags: ['Market'],
      summary: 'Find one coin by id, symbol or name',
      description: 'Resolves a coin id, symbol or name to one coin with its market data.',
      security: PUBLIC,
      requestParams: { query: marketSearchQuerySchema },
      responses: {
        '200': json('The coin', marketSearchResponseSchema),
        '400': failure('Missing or malformed query'),
        '404': failure('Token not found'),
        ...RATE_LIMITED,
        ...SERVER_FAILURES,
        ...unavailable('No market data available'),
      },
    },
  },
}
