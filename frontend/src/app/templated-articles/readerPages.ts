import { isSlug } from '@blockwise/shared'

import { getPublishedArticleContent } from '@/app/[locale]/articles/[slug]/articlePageData'
import { filledArticlePage } from '@/app/[locale]/articles/[slug]/articleTemplate'
import {
  getGlossaryTermContent,
  glossaryTermTemplates,
} from '@/app/[locale]/glossary/[slug]/glossaryTermPages'
import { authorArchive, authorTemplates } from '@/app/[locale]/authors/[slug]/authorPages'
import { tagArchive, tagTemplates } from '@/app/[locale]/tags/[slug]/tagPages'
import { getSearchResultsContent, searchResultsTemplates } from '@/app/[locale]/search/searchPages'
import {
  getOlderSectionContent,
  olderSectionTemplates,
} from '@/components/articles/olderSectionPages'
import type { SectionName } from '@/components/articles/sections'
import { getArchivePageContent } from '@/lib/archivePage'
import {
  filledCardedPage,
  type CardedPageKind,
  type RenderPage,
} from '@/lib/pageTemplates/cardedTemplates'
import { DEEP_PAGE } from '@/lib/pageTemplates/listPageLeaves'
import type { FilledPage } from '@/lib/pageTemplates/pageFiller'
import { pageNumberOf } from '@/lib/paging'

const ARTICLE = /^\/articles\/([a-z0-9-]+)$/
const ARCHIVE = /^\/(tags|authors)\/([a-z0-9-]+)(?:\/page\/([0-9]+))?$/
const GLOSSARY_TERM = /^\/glossary\/([a-z0-9-]+)$/
const OLDER_SECTION = /^\/(news|opinions|analysis|learn|featured)\/page\/([0-9]+)$/
const SEARCH = /^\/search\?(.*)$/s

const filled = <Content>(
  kind: CardedPageKind<Content>,
  content: Content | null,
  render: RenderPage,
): Promise<FilledPage | null> =>
  content ? filledCardedPage(kind, content, render) : Promise.resolve(null)

async function articlePage(slug: string, render: RenderPage) {
  const content = await getPublishedArticleContent(slug)
  const { article } = content
  return article ? filledArticlePage({ ...content, article }, render) : null
}

async function archivePage(kind: string, slug: string, n: string | undefined, render: RenderPage) {
  const page = n === undefined ? 1 : pageNumberOf(n)
  if (page === null || !isSlug(slug)) return null
  return kind === 'tags'
    ? filled(tagTemplates, await getArchivePageContent(tagArchive, slug, page), render)
    : filled(authorTemplates, await getArchivePageContent(authorArchive, slug, page), render)
}

async function olderSectionPage(section: SectionName, n: string, render: RenderPage) {
  const page = pageNumberOf(n)
  if (page === null || page < DEEP_PAGE) return null
  return filled(olderSectionTemplates, await getOlderSectionContent(section, page), render)
}

/**
 * The reader's page at `path` (lower case, as templatedPagePath gives it; a search's query as it
 * came) made from templates, or
 * null when Next must render it: nothing is at `path` (Next answers not found), or no template
 * makes its page.
 */
export function readerPage(path: string, render: RenderPage): Promise<FilledPage | null> {
  const article = ARTICLE.exec(path)
  if (article) return articlePage(article[1]!, render)
  const archive = ARCHIVE.exec(path)
  if (archive) return archivePage(archive[1]!, archive[2]!, archive[3], render)
  const term = GLOSSARY_TERM.exec(path)
  if (term)
    return getGlossaryTermContent(term[1]!).then((content) =>
      filled(glossaryTermTemplates, content, render),
    )
  const section = OLDER_SECTION.exec(path)
  if (section) return olderSectionPage(section[1] as SectionName, section[2]!, render)
  const search = SEARCH.exec(path)
  if (search)
    return getSearchResultsContent(search[1]!).then((content) =>
      filled(searchResultsTemplates, content, render),
    )
  return Promise.resolve(null)
}
