import type { Metadata } from 'next'

import { ArchiveList } from '@/components/articles/ArchiveList'
import { AuthorAvatar } from '@/components/articles/AuthorAvatar'
import { personJsonLd } from '@/components/articles/collectionJsonLd'
import { siteUrl } from '@/env'
import { archivePageOf, type ArchiveParams } from '@/lib/archivePage'
import { pagedMetadata, pageTitle } from '@/lib/paging'

import styles from './authorArchive.module.css'
import { authorArchive, authorDescription } from './authorPages'

type Props = { params: ArchiveParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { subject: author, page, basePath } = await archivePageOf(params, authorArchive)
  return pagedMetadata(
    { title: author.name, description: authorDescription(author), basePath },
    page,
  )
}

/** `/authors/{slug}` and its further pages: the author, their bio and their published articles. */
export default async function AuthorPage({ params }: Props) {
  const {
    subject: author,
    page,
    basePath,
    list,
    authors,
  } = await archivePageOf(params, authorArchive)
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
        </div>
      </header>
    </ArchiveList>
  )
}
