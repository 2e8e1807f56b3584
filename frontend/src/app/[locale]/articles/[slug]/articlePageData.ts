import { cache } from 'react'

import { READ_MORE_FETCH_LIMIT } from '@blockwise/shared'

import { getArticle, getPublishedArticles } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'
import { getSiteSettings } from '@/lib/cms/siteSettings'

/**
 * Everything the article page shows, fetched once per render. The layout waits for it, so by
 * the time the page renders its data is already there and the cached HTML holds the article
 * itself rather than the loading skeleton followed by a late swap (which shifted the footer).
 */
export const getArticlePageData = cache(async (slug: string) => {
  const [article, authors, latest, settings] = await Promise.all([
    getArticle(slug),
    getAuthorRecord(),
    getPublishedArticles({ limit: READ_MORE_FETCH_LIMIT }),
    getSiteSettings(),
  ])
  return { article, authors, latest, settings }
})
