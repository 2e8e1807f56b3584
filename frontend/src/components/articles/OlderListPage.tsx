import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { PageHeader } from '@/components/chrome/PageHeader'
import { getArticleListPage } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'
import { pageNumberOf, pageTitle } from '@/lib/paging'

import { ArticleGrid } from './ArticleGrid'
import { Pagination } from './Pagination'
import { sectionMetadata, SECTIONS, type SectionName } from './sections'

type Props = { params: Promise<{ n: string }> }

/**
 * The page number of `/{section}/page/{n}`: page one redirects (permanently) to the section, any
 * other address and a page past the last one are not found.
 */
async function listPageOf(name: SectionName, params: Props['params']) {
  const section = SECTIONS[name]
  const page = pageNumberOf((await params).n)
  if (page === null) notFound()
  if (page === 1) permanentRedirect(section.basePath)
  const list = await getArticleListPage(section.filter, page)
  if (list.articles.length === 0) notFound()
  return { section, page, ...list }
}

/** Metadata and page of `/{section}/page/{n}`, n ≥ 2: plain HTML, no refreshing in the browser. */
export function olderSectionPages(name: SectionName) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { section, page } = await listPageOf(name, params)
      return sectionMetadata(section, page)
    },
    OlderSectionPage: async ({ params }: Props) => {
      const [{ section, page, articles, hasNext }, authors] = await Promise.all([
        listPageOf(name, params),
        getAuthorRecord(),
      ])
      return (
        <>
          <PageHeader title={pageTitle(section.title, page)} intro={section.intro} />
          <ArticleGrid articles={articles} authors={authors} emptyText="" />
          <Pagination basePath={section.basePath} page={page} hasNext={hasNext} />
        </>
      )
    },
  }
}
