import type { Metadata } from 'next'

import { ArchiveList } from '@/components/articles/ArchiveList'
import { PageHeader } from '@/components/chrome/PageHeader'
import { archivePageOf, type ArchiveParams } from '@/lib/archivePage'
import { getTag } from '@/lib/cms/tags'
import { pagedMetadata, pageTitle } from '@/lib/paging'

import styles from './tagArchive.module.css'

type Props = { params: ArchiveParams }

const tagPageOf = (params: ArchiveParams) =>
  archivePageOf(params, 'tags', getTag, (slug) => ({ tag: slug }))

const descriptionOf = (tag: { name: string; description: string | null }) =>
  tag.description ?? `Articles tagged ${tag.name}.`

const countText = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { subject: tag, page, basePath } = await tagPageOf(params)
  return pagedMetadata({ title: tag.name, description: descriptionOf(tag), basePath }, page)
}

/** `/tags/{slug}` and its further pages: the tag, its count and its published articles. */
export default async function TagPage({ params }: Props) {
  const { subject: tag, page, basePath, list } = await tagPageOf(params)
  return (
    <ArchiveList
      name={tag.name}
      description={descriptionOf(tag)}
      list={list}
      basePath={basePath}
      page={page}
      emptyText="No published articles carry this tag yet."
    >
      <PageHeader title={pageTitle(tag.name, page)} intro={tag.description ?? undefined} />
      <p className={styles.count}>{countText(tag.count)}</p>
    </ArchiveList>
  )
}
