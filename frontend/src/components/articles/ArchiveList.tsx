import type { ReactNode } from 'react'

import { siteUrl } from '@/env'
import type { ArticleListPage } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'
import { pagePath, pageTitle } from '@/lib/paging'

import { ArticleGrid } from './ArticleGrid'
import { serializeJsonLd } from './articleJsonLd'
import { collectionPageJsonLd } from './collectionJsonLd'
import { Pagination } from './Pagination'

interface ArchiveListProps {
  /** What the list is of: the tag's or the author's header. */
  children: ReactNode
  /** The tag's or the author's name, and what describes them. */
  name: string
  description: string
  /** What the collection is about, in schema.org terms (an author's Person). */
  about?: object
  list: ArticleListPage
  basePath: string
  page: number
  emptyText: string
}

/**
 * A tag's or an author's page: their header, one page of their articles, the page links, and a
 * schema.org CollectionPage.
 */
export async function ArchiveList({
  children,
  name,
  description,
  about,
  list,
  basePath,
  page,
  emptyText,
}: ArchiveListProps) {
  const authors = await getAuthorRecord()
  const jsonLd = collectionPageJsonLd({
    name: pageTitle(name, page),
    description,
    url: `${siteUrl()}${pagePath(basePath, page)}`,
    about,
  })
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      {children}
      <ArticleGrid articles={list.articles} authors={authors} emptyText={emptyText} />
      <Pagination basePath={basePath} page={page} hasNext={list.hasNext} />
    </>
  )
}
