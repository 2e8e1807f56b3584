import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { PageHeader } from '@/components/chrome/PageHeader'
import { specimenPage } from '@/lib/pageTemplates/specimenPages'
import { pageNumberOf, pageTitle } from '@/lib/paging'

import { ArticleGrid } from './ArticleGrid'
import { getOlderSectionContent, type OlderSectionContent } from './olderSectionPages'
import { Pagination } from './Pagination'
import { sectionMetadata, SECTIONS, type SectionName } from './sections'

type Props = { params: Promise<{ n: string }> }

/**
 * The page of `/{section}/page/{n}`: page one redirects (permanently) to the section, any other
 * address and a page past the last one are not found. While a template is made, the specimen
 * registered at the address (specimenPages.ts).
 */
async function listPageOf(name: SectionName, params: Props['params']) {
  const section = SECTIONS[name]
  const { n } = await params
  const specimen = await specimenPage<OlderSectionContent>(`${section.basePath}/page/${n}`)
  if (specimen) return { ...specimen, section }
  const page = pageNumberOf(n)
  if (page === null) notFound()
  if (page === 1) permanentRedirect(section.basePath)
  const content = (await getOlderSectionContent(name, page)) ?? notFound()
  return { ...content, section }
}

/** Metadata and page of `/{section}/page/{n}`, n ≥ 2: plain HTML, no refreshing in the browser. */
export function olderSectionPages(name: SectionName) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { section, page } = await listPageOf(name, params)
      return sectionMetadata(section, page)
    },
    OlderSectionPage: async ({ params }: Props) => {
      const { section, page, list, authors } = await listPageOf(name, params)
      return (
        <>
          <PageHeader title={pageTitle(section.title, page)} intro={section.intro} />
          <ArticleGrid articles={list.articles} authors={authors} emptyText="" />
          <Pagination basePath={section.basePath} page={page} hasNext={list.hasNext} />
        </>
      )
    },
  }
}
