import { cache } from 'react'

import type { Article, ArticleCardSummary, Author } from '@blockwise/shared'

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
  readMore: ArticleCardSummary[]
  authors: Record<string, Author>
  settings: SiteSettings
}

/**
 * What a reader's article page shows, in one read of the published article and its Read More;
 * `article` is null when no published article has `slug`.
 */
export async function getPublishedArticleContent(
  slug: string,
): Promise<Omit<ArticlePageContent, 'article'> & { article: Article | null }> {
  const [reading, authors, settings] = await Promise.all([
    getArticleReading(slug),
    getAuthorRecord(),
    getSiteSettings(),
  ])
  return { article: reading?.article ?? null, readMore: reading?.readMore ?? [], authors, settings }
}

/**
 * Everything the article page shows, fetched once per render (metadata and page share it): the
 * published content, and in a preview of this article its latest draft in place of the published
 * article (`draft`), with the published one readers get here (`live`) for the preview's banner.
 */
export const getArticlePageData = cache(async (slug: string) => {
  const specimen = await specimenPage<ArticlePageContent>(`/articles/${slug}`)
  if (specimen) return { ...specimen, preview: null, draft: null, live: specimen.article }
  const [{ preview, draft }, published] = await Promise.all([
    draftAt(slug),
    getPublishedArticleContent(slug),
  ])
  return {
    ...published,
    article: draft ?? published.article,
    preview,
    draft,
    live: published.article,
  }
})
