import { cache } from 'react'

import type { Article, ArticleSummary, Author } from '@blockwise/shared'

import { getArticleDraft } from '@/lib/cms/articleDraft'
import { getArticleReading } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'
import { getSiteSettings, type SiteSettings } from '@/lib/cms/siteSettings'
import { specimenPage } from '@/lib/pageTemplates/specimenPages'
import { previewSession } from '@/lib/preview/previewSession'

/** The previewed article's latest draft, when this page is its preview. */
async function draftAt(slug: string) {
  const preview = await previewSession()
  const draft = preview?.active ? await getArticleDraft(preview.grant, preview.token) : null
  return { preview, draft: draft?.slug === slug ? draft : null }
}

/** What an article page shows: an article page's template is made from such data (articleTemplate.ts). */
export interface ArticlePageContent {
  article: Article
  readMore: ArticleSummary[]
  authors: Record<string, Author>
  settings: SiteSettings
}

/**
 * Everything the article page shows, fetched once per render (metadata and page share it): the
 * published article and its Read More in one read, and in a preview of this article its latest
 * draft in place of the published one.
 */
export const getArticlePageData = cache(async (slug: string) => {
  const specimen = specimenPage<ArticlePageContent>(slug)
  if (specimen) return { ...specimen, preview: null, showsDraft: false }
  const [{ preview, draft }, reading, authors, settings] = await Promise.all([
    draftAt(slug),
    getArticleReading(slug),
    getAuthorRecord(),
    getSiteSettings(),
  ])
  const article = draft ?? reading?.article ?? null
  const readMore = reading?.readMore ?? []
  return { article, preview, showsDraft: draft !== null, authors, readMore, settings }
})
