import { cache } from 'react'

import { getArticleDraft } from '@/lib/cms/articleDraft'
import { getArticle, getRelatedArticles } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'
import { getSiteSettings } from '@/lib/cms/siteSettings'
import { previewSession } from '@/lib/preview/previewSession'

/**
 * The article at `slug`: in a preview, the latest draft of the previewed article when this is its
 * page, otherwise (readers, an expired preview, another article) the published one.
 */
async function articleAt(slug: string) {
  const preview = await previewSession()
  const draft = preview?.active ? await getArticleDraft(preview.grant, preview.token) : null
  if (draft?.slug === slug) return { article: draft, preview, showsDraft: true }
  return { article: await getArticle(slug), preview, showsDraft: false }
}

/** Everything the article page shows, fetched once per render (metadata and page share it). */
export const getArticlePageData = cache(async (slug: string) => {
  const [{ article, preview, showsDraft }, authors, readMore, settings] = await Promise.all([
    articleAt(slug),
    getAuthorRecord(),
    getRelatedArticles(slug),
    getSiteSettings(),
  ])
  return { article, preview, showsDraft, authors, readMore, settings }
})
