import type { Metadata } from 'next'

import { ArchiveList } from '@/components/articles/ArchiveList'
import { PageHeader } from '@/components/chrome/PageHeader'
import { archivePageOf, type ArchiveParams } from '@/lib/archivePage'
import { pagedMetadata, pageTitle } from '@/lib/paging'

import styles from './tagArchive.module.css'
import { tagArchive, tagDescription } from './tagPages'

type Props = { params: ArchiveParams }

const countText = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { subject: tag, page, basePath } = await archivePageOf(params, tagArchive)
  return pagedMetadata({ title: tag.name, description: tagDescription(tag), basePath }, page)
}

/** `/tags/{slug}` and its further pages: the tag, its count and its published articles. */
export default async function TagPage({ params }: Props) {
  const { subject: tag, page, basePath, list, authors } = await archivePageOf(params, tagArchive)
  return (
    <ArchiveList
      name={tag.name}
      description={tagDescription(tag)}
      list={list}
      authors={authors}
      basePath={basePath}
      page={page}
      emptyText="No published articles carry this tag yet."
    >
      <PageHeader title={pageTitle(tag.name, page)} intro={tag.description ?? undefined} />
      <p className={styles.count}>{countText(tag.count)}</p>
    </ArchiveList>
  )
}
