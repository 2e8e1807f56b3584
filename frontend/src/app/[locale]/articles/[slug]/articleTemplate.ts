import { coinMentionIds } from '@blockwise/shared'
import { lessonPositions } from '@blockwise/shared/learningPaths/position'

import { hasToolEmbeds } from '@/components/toolEmbeds/hasToolEmbeds'
import { getLearningPaths } from '@/lib/cms/learningPaths'
import { filledCardedPage, type RenderPage } from '@/lib/pageTemplates/cardedTemplates'
import type { FilledPage } from '@/lib/pageTemplates/pageFiller'

import type { ArticlePageContent } from './articlePageData'
import { articleTemplates, shownBody } from './articlePageLeaves'

/** Whether Next must render the page: parts that load their own data, which no hole holds. */
async function rendersOwnParts(content: ArticlePageContent): Promise<boolean> {
  const body = await shownBody(content.article)
  if (coinMentionIds(body).length > 0 || hasToolEmbeds(body)) return true
  return lessonPositions(await getLearningPaths(), content.article.slug).length > 0
}

/**
 * The article page of `content` made from templates (docs/decisions/0026), or null when Next must
 * render it (a page with coin mentions, tool embeds or a lesson bar, or a shape no template can
 * make).
 */
export async function filledArticlePage(
  content: ArticlePageContent,
  render: RenderPage,
): Promise<FilledPage | null> {
  if (await rendersOwnParts(content)) return null
  return filledCardedPage(articleTemplates, content, render)
}
