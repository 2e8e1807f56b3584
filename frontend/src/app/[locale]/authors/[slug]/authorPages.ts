import type { Author } from '@blockwise/shared'

import { archiveJsonLdText } from '@/components/articles/archiveJsonLd'
import { personJsonLd } from '@/components/articles/collectionJsonLd'
import { siteUrl } from '@/env'
import type { ArchiveSource } from '@/lib/archivePage'
import { archiveTemplates } from '@/lib/archiveTemplates'
import { getAuthorBySlug } from '@/lib/cms/authors'
import { pick } from '@/lib/pageTemplates/articleCardLeaves'

export const authorArchive: ArchiveSource<Author> = {
  kind: 'authors',
  find: getAuthorBySlug,
  filterOf: (slug) => ({ author: slug }),
}

export const authorDescription = (author: { name: string; bio?: string | null }) =>
  author.bio ?? `Articles by ${author.name}.`

/** What an author's page shows of them. */
const AUTHOR_FIELDS = [
  'id',
  'name',
  'slug',
  'bio',
  'avatar',
  'initials',
  'color',
] as const satisfies (keyof Author)[]

/** An author's pages as templates make them: the author, their bio, and their articles. */
export const authorTemplates = archiveTemplates({
  name: 'author',
  source: authorArchive,
  shown: (author) => pick(author, AUTHOR_FIELDS),
  jsonLd: ({ subject: author, basePath, page }) =>
    archiveJsonLdText({
      name: author.name,
      description: authorDescription(author),
      about: personJsonLd(author, siteUrl()),
      basePath,
      page,
    }),
})
