import { notFound, permanentRedirect } from 'next/navigation'

import { isSlug } from '@blockwise/shared'

import { getArticleListPage, type ArticleFilter } from '@/lib/cms/articles'

import { pageNumberOf } from './paging'

/** The route parameters of `/{kind}/{slug}` and `/{kind}/{slug}/page/{n}`. */
export type ArchiveParams = Promise<{ slug: string; n?: string }>

/**
 * The subject (tag or author) and page of an archive address, or not found: an address that is no
 * slug, an unknown subject, a page past the last. `/page/1` redirects permanently to the subject's
 * page.
 */
export async function archivePageOf<Subject extends { slug?: string }>(
  params: ArchiveParams,
  kind: 'tags' | 'authors',
  find: (slug: string) => Promise<Subject | null>,
  filterOf: (slug: string) => ArticleFilter,
) {
  const { slug, n } = await params
  const page = n === undefined ? 1 : pageNumberOf(n)
  if (page === null || !isSlug(slug)) notFound()
  const subject = await find(slug)
  if (!subject) notFound()
  const basePath = `/${kind}/${slug}`
  if (n !== undefined && page === 1) permanentRedirect(basePath)
  const list = await getArticleListPage(filterOf(slug), page)
  if (page > 1 && list.articles.length === 0) notFound()
  return { subject, page, basePath, list }
}
