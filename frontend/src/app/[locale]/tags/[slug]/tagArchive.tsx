import type { Metadata } from 'next'

import { ArchiveList } from '@/components/articles/ArchiveList'
import { FeedLink } from '@/components/articles/FeedLink'
import { PageHeader } from '@/components/chrome/PageHeader'
import { archiveMetadata } from '@/lib/archiveMetadata'
import { archivePageOf, type ArchiveParams } from '@/lib/archivePage'
import { pageTitle } from '@/lib/paging'
import { archiveFeedLink } from '@/lib/seo/feedLinks'

import styles from './tagArchive.module.css'
import { tagArchive, tagDescription } from './tagPages'

type Props = { params: ArchiveParams }

const countText = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const content = await archivePageOf(params, tagArchive)
  return archiveMetadata(content, tagDescription(content.subject))
}

/** `/tags/{slug}` and its further pages: the tag, its count, its feed and its published articles. */
export default async function TagPage({ params }: Props) {
  const content = await archivePageOf(params, tagArchive)
  const { subject: tag, page, basePath, list, authors } = content
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
      <p className={styles.feed}>
        <FeedLink href={archiveFeedLink(content).href} />
      </p>
    </ArchiveList>
  )
}
