import { cache } from 'react'

import { READ_MORE_FETCH_LIMIT } from '@blockwise/shared'

import { getArticle, getPublishedArticles } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'
import { getSiteSettings } from '@/lib/cms/siteSettings'

/** Everything the article page shows, fetched once per render (metadata and page share it). */
export const getArticlePageData = cache(async (slug: string) => {
  const [article, authors, latest, settings] = await Promise.all([
    getArticle(slug),
    getAuthorRecord(),
    getPublishedArticles({ limit: READ_MORE_FETCH_LIMIT }),
    getSiteSettings(),
  ])
  return { article, authors, latest, settings }
})
