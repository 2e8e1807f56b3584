import type { Metadata } from 'next'

import type { ArchivePageContent } from './archivePage'
import { pagedMetadata } from './paging'
import { archiveFeedLink, feedAlternates } from './seo/feedLinks'

/**
 * A page of an archive's metadata: titled with its subject's name, described by `description`,
 * its canonical address, and its subject's feed.
 */
export function archiveMetadata<Subject extends { name: string }>(
  content: ArchivePageContent<Subject>,
  description: string,
): Metadata {
  const { subject, page, basePath } = content
  return pagedMetadata(
    { title: subject.name, description, basePath },
    page,
    feedAlternates(archiveFeedLink(content)),
  )
}
