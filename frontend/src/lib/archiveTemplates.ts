import type { CardedPageKind } from '@/lib/pageTemplates/cardedTemplates'
import {
  LIST_PAGE_PARTS,
  listFrameValues,
  listPageLeaves,
  listPageSpecimen,
  type ListPageContent,
} from '@/lib/pageTemplates/listPageLeaves'

import type { ArchivePageContent, ArchiveSource } from './archivePage'
import { pagePath } from './paging'

const JSON_LD = 'jsonLd'

/**
 * An archive's pages (a tag's, an author's) as templates make them (docs/decisions/0026): the
 * subject, the page's JSON-LD, and the articles as cards.
 */
export function archiveTemplates<Subject extends { slug: string }>(archive: {
  name: string
  source: ArchiveSource<Subject>
  /** What the page shows of its subject (the rest would split pages into shapes for nothing). */
  shown: (subject: Subject) => Subject
  /** The page's JSON-LD, as the text of its script. */
  jsonLd: (content: ArchivePageContent<Subject>) => string
}): CardedPageKind<ArchivePageContent<Subject>> {
  const frameLeaves = (content: ArchivePageContent<Subject>) => ({
    subject: archive.shown(content.subject),
    list: listPageLeaves(content),
  })
  return {
    ...LIST_PAGE_PARTS,
    name: archive.name,
    frameLeaves,
    frameValues: (content) =>
      listFrameValues(frameLeaves(content), content).set(JSON_LD, archive.jsonLd(content)),
    rawHoles: new Set([JSON_LD]),
    specimen: (content, variant) =>
      archiveSpecimen(archive.source, content, archive.shown(content.subject), variant),
  }
}

/**
 * A specimen of an archive page shaped as `content` (listPageSpecimen), with `subject` as a
 * specimen too, and the path Next renders it at.
 */
function archiveSpecimen<Subject extends { slug: string }>(
  source: ArchiveSource<Subject>,
  content: ListPageContent,
  subject: Subject,
  variant: 0 | 1,
): { content: ArchivePageContent<Subject>; path: string } {
  const specimen = listPageSpecimen(content, subject, variant)
  const basePath = `/${source.kind}/${specimen.subject.slug}`
  return {
    content: { ...specimen.content, subject: specimen.subject, basePath },
    path: pagePath(basePath, specimen.content.page),
  }
}
