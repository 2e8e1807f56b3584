import type { ReactNode } from 'react'

import type { ArticleListPage } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'

import { ArticleGrid } from './ArticleGrid'
import { serializeJsonLd } from './articleJsonLd'
import { Pagination } from './Pagination'

interface ArchiveListProps {
  /** What the list is of: the tag's or the author's header. */
  children: ReactNode
  jsonLd: object
  list: ArticleListPage
  basePath: string
  page: number
  emptyText: string
}

/** A tag's or an author's page: their header, one page of their articles and the page links. */
export async function ArchiveList({
  children,
  jsonLd,
  list,
  basePath,
  page,
  emptyText,
}: ArchiveListProps) {
  const authors = await getAuthorRecord()
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
