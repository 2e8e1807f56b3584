import type { Metadata } from 'next'

import { ArchiveList } from '@/components/articles/ArchiveList'
import { AuthorAvatar } from '@/components/articles/AuthorAvatar'
import { FeedLink } from '@/components/articles/FeedLink'
import { personJsonLd } from '@/components/articles/collectionJsonLd'
import { siteUrl } from '@/env'
import { archiveMetadata } from '@/lib/archiveMetadata'
import { archivePageOf, type ArchiveParams } from '@/lib/archivePage'
import { pageTitle } from '@/lib/paging'
import { archiveFeedLink } from '@/lib/seo/feedLinks'

import styles from './authorArchive.module.css'
import { authorArchive, authorDescription } from './authorPages'

type Props = { params: ArchiveParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const content = await archivePageOf(params, authorArchive)
  return archiveMetadata(content, authorDescription(content.subject))
}

/**
 * `/authors/{slug}` and its further pages: the author, their bio, their feed and their published
 * articles.
 */
export default async function AuthorPage({ params }: Props) {
  const content = await archivePageOf(params, authorArchive)
  const { subject: author, page, basePath, list, authors } = content
  return (
    <ArchiveList
      name={author.name}
      description={authorDescription(author)}
      about={personJsonLd(author, siteUrl())}
      list={list}
      authors={authors}
      basePath={basePath}
      page={page}
      emptyText="No published articles by this author yet."
    >
      <header className={styles.header}>
        <AuthorAvatar author={author} size={96} />
        <div className={styles.text}>
          <h1 className={styles.name}>{pageTitle(author.name, page)}</h1>
          {author.bio && <p className={styles.bio}>{author.bio}</p>}
          <p className={styles.feed}>
            <FeedLink href={archiveFeedLink(content).href} />
          </p>
        </div>
      </header>
    </ArchiveList>
  )
}
