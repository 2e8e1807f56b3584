import { notFound, permanentRedirect } from 'next/navigation'

import { isSlug } from '@blockwise/shared'

import { getArticleListPage, type ArticleFilter } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'
import { getSiteSettings } from '@/lib/cms/siteSettings'
import type { ListPageContent } from '@/lib/pageTemplates/listPageLeaves'
import { specimenPage } from '@/lib/pageTemplates/specimenPages'

import { pageNumberOf } from './paging'

/** The route parameters of `/{kind}/{slug}` and `/{kind}/{slug}/page/{n}`. */
export type ArchiveParams = Promise<{ slug: string; n?: string }>

/** Where a kind of archive (a tag's, an author's) finds its subject and its articles. */
export interface ArchiveSource<Subject> {
  kind: 'tags' | 'authors'
  find: (slug: string) => Promise<Subject | null>
  filterOf: (slug: string) => ArticleFilter
}

/** What a page of an archive shows: its subject (a tag, an author) and one page of its articles. */
export interface ArchivePageContent<Subject> extends ListPageContent {
  subject: Subject
  basePath: string
}

/**
 * Page `page` of the archive of the subject at `slug`, or null when it shows nothing: no such
 * subject, or a page past the last.
 */
export async function getArchivePageContent<Subject>(
  source: ArchiveSource<Subject>,
  slug: string,
  page: number,
): Promise<ArchivePageContent<Subject> | null> {
  const [subject, authors, settings] = await Promise.all([
    source.find(slug),
    getAuthorRecord(),
    getSiteSettings(),
  ])
  if (!subject) return null
  const list = await getArticleListPage(source.filterOf(slug), page)
  if (page > 1 && list.articles.length === 0) return null
  return { subject, page, basePath: `/${source.kind}/${slug}`, list, authors, settings }
}

/**
 * The page of an archive address, or not found: an address that is no slug, an unknown subject, a
 * page past the last. `/page/1` redirects permanently to the subject's page. While a template is
 * made, the specimen registered at the address (specimenPages.ts).
 */
export async function archivePageOf<Subject>(
  params: ArchiveParams,
  source: ArchiveSource<Subject>,
): Promise<ArchivePageContent<Subject>> {
  const { slug, n } = await params
  const basePath = `/${source.kind}/${slug}`
  const specimen = await specimenPage<ArchivePageContent<Subject>>(
    n === undefined ? basePath : `${basePath}/page/${n}`,
  )
  if (specimen) return specimen
  const page = n === undefined ? 1 : pageNumberOf(n)
  if (page === null || !isSlug(slug)) notFound()
  if (n !== undefined && page === 1) {
    if (!(await source.find(slug))) notFound()
    permanentRedirect(basePath)
  }
  return (await getArchivePageContent(source, slug, page)) ?? notFound()
}
