import { articleListSchema, type ArticleListQuery, type ArticleSummary } from '@blockwise/shared'

import { fetchCms } from './fetchJson'

/** Published articles, newest first, through GET /api/articles. */
export function getPublishedArticles(
  query: Omit<ArticleListQuery, 'published'> = {},
): Promise<ArticleSummary[]> {
  const params = new URLSearchParams({ published: 'true' })
  if (query.featured !== undefined) params.set('featured', String(query.featured))
  if (query.articleType) params.set('articleType', query.articleType)
  if (query.limit) params.set('limit', String(query.limit))
  return fetchCms(`/api/articles?${params}`, articleListSchema, { tags: ['articles'] })
}
