import { cache } from 'react'

import {
  articleListSchema,
  articleSchema,
  type Article,
  type ArticleListQuery,
  type ArticleSummary,
} from '@blockwise/shared'

import { fetchCms, fetchCmsOrNull } from './fetchJson'

export function articleListPath(query: ArticleListQuery = {}): string {
  const params = new URLSearchParams({ published: 'true' })
  if (query.featured !== undefined) params.set('featured', String(query.featured))
  if (query.articleType) params.set('articleType', query.articleType)
  if (query.limit) params.set('limit', String(query.limit))
  return `/api/articles?${params}`
}

/** Published articles, newest first, through GET /api/articles. */
export function getPublishedArticles(
  query: Omit<ArticleListQuery, 'published'> = {},
): Promise<ArticleSummary[]> {
  return fetchCms(articleListPath(query), articleListSchema, { tags: ['articles'] })
}

/** One published article with its body, or null (deduplicated within a render). */
export const getArticle = cache((slug: string): Promise<Article | null> =>
  fetchCmsOrNull(`/api/articles/${encodeURIComponent(slug)}`, articleSchema, {
    tags: ['articles'],
  }),
)
