import type { Metadata } from 'next'

import { ARTICLE_PAGE_MAX } from '@blockwise/shared'

/**
 * The page number of a `/page/{n}` segment, or null when it is no page's address: only the
 * canonical spelling (no sign, no leading zero) of 1 to ARTICLE_PAGE_MAX, the CMS's deepest page.
 */
export function pageNumberOf(segment: string): number | null {
  if (!/^[1-9][0-9]{0,4}$/.test(segment)) return null
  const page = Number(segment)
  return page <= ARTICLE_PAGE_MAX ? page : null
}

/** The address of page `page` of the list at `basePath`: page one is the list itself. */
export const pagePath = (basePath: string, page: number) =>
  page === 1 ? basePath : `${basePath}/page/${page}`

export const pageTitle = (title: string, page: number) =>
  page === 1 ? title : `${title} — page ${page}`

/** Title, description and canonical address of page `page` of a list. */
export function pagedMetadata(
  { title, description, basePath }: { title: string; description: string; basePath: string },
  page: number,
  extra: Metadata['alternates'] = {},
): Metadata {
  return {
    title: pageTitle(title, page),
    description,
    alternates: { ...extra, canonical: pagePath(basePath, page) },
  }
}
