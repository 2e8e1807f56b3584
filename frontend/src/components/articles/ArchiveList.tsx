import type { ReactNode } from 'react'

import type { Author } from '@blockwise/shared'

import type { ArticleListPage } from '@/lib/cms/articles'

import { archiveJsonLdText } from './archiveJsonLd'
import { ArticleGrid } from './ArticleGrid'
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
  authors: Record<string, Author>
  basePath: string
  page: number
  emptyText: string
}

/**
 * A tag's or an author's page: their header, one page of their articles, the page links, and a
 * schema.org CollectionPage.
 */
export function ArchiveList({
  children,
  name,
  description,
  about,
  list,
  authors,
  basePath,
  page,
  emptyText,
}: ArchiveListProps) {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: archiveJsonLdText({ name, description, about, basePath, page }),
        }}
      />
      {children}
      <ArticleGrid articles={list.articles} authors={authors} emptyText={emptyText} />
      <Pagination basePath={basePath} page={page} hasNext={list.hasNext} />
    </>
  )
}
