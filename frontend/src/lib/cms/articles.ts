import { cache } from 'react'

import {
  ARTICLE_CARD_FIELDS,
  articleCardListSchema,
  articleListSchema,
  articleReadingSchema,
  SECTION_PAGE_SIZE,
  type ArticleCardSummary,
  type ArticleReading,
  type ArticleSummary,
  type ArticleType,
} from '@blockwise/shared'
import { API_RESOURCES, nextTagsOfRead } from '@blockwise/shared/cacheModel'

import { fetchCms, fetchCmsOrNull, fetchCmsWithHeaders } from './fetchJson'

const ARTICLE_LIST_TAGS = nextTagsOfRead(API_RESOURCES.articleList)

/** Which published articles a list shows: a section, the featured ones, a tag's or an author's. */
export interface ArticleFilter {
  featured?: boolean
  articleType?: ArticleType
  /** A tag's slug. */
  tag?: string
  /** An author's slug. */
  author?: string
}

interface ArticleListParams extends ArticleFilter {
  limit?: number
  page?: number
  /** Only what cards show: the CMS then reads no tags, and the page carries less. */
  cards?: boolean
}

function articleListPath(query: ArticleListParams = {}): string {
  const params = new URLSearchParams({ published: 'true' })
  if (query.featured !== undefined) params.set('featured', String(query.featured))
  if (query.articleType) params.set('articleType', query.articleType)
  if (query.tag) params.set('tag', query.tag)
  if (query.author) params.set('author', query.author)
  if (query.limit) params.set('limit', String(query.limit))
  if (query.page && query.page > 1) params.set('page', String(query.page))
  if (query.cards) params.set('fields', ARTICLE_CARD_FIELDS.join(','))
  return `/api/articles?${params}`
}

/** Published articles, newest first, through GET /api/articles. */
export function getPublishedArticles(
  query: Omit<ArticleListParams, 'page'> = {},
): Promise<ArticleSummary[]> {
  return fetchCms(articleListPath(query), articleListSchema, { tags: ARTICLE_LIST_TAGS })
}

/**
 * The home's list: published articles, newest first, through GET /api/articles. A failure reads
 * "HTTP {status}: {status text}" (docs/product.md#errors).
 */
export function getHomeArticles(): Promise<ArticleSummary[]> {
  return fetchCms(articleListPath(), articleListSchema, {
    tags: ARTICLE_LIST_TAGS,
    errorText: 'statusText',
  })
}

/** The path of page one of a paged list, which its page in the browser refetches. */
export const firstListPagePath = (filter: ArticleFilter) =>
  articleListPath({ ...filter, limit: SECTION_PAGE_SIZE, cards: true })

export interface ArticleListPage {
  articles: ArticleCardSummary[]
  /** The CMS says a following page exists (its X-Next-Cursor). */
  hasNext: boolean
}

const fetchListPage = cache(async (path: string): Promise<ArticleListPage> => {
  const { body, headers } = await fetchCmsWithHeaders(path, articleCardListSchema, {
    tags: ARTICLE_LIST_TAGS,
  })
  return { articles: body, hasNext: headers.has('x-next-cursor') }
})

/** Page `page` (from 1) of a list, SECTION_PAGE_SIZE articles, newest first. */
export function getArticleListPage(filter: ArticleFilter, page: number): Promise<ArticleListPage> {
  return fetchListPage(articleListPath({ ...filter, limit: SECTION_PAGE_SIZE, page, cards: true }))
}

/**
 * A published article with its body and its Read More, in one read; null when no published
 * article has `slug`.
 */
export function getArticleReading(slug: string): Promise<ArticleReading | null> {
  return fetchCmsOrNull(`/api/articles/${encodeURIComponent(slug)}/reading`, articleReadingSchema, {
    tags: nextTagsOfRead(API_RESOURCES.articleAmongOthers),
  })
}
