import type { Tag } from '@blockwise/shared'

import { archiveJsonLdText } from '@/components/articles/archiveJsonLd'
import type { ArchiveSource } from '@/lib/archivePage'
import { archiveTemplates } from '@/lib/archiveTemplates'
import { getTag } from '@/lib/cms/tags'

export const tagArchive: ArchiveSource<Tag> = {
  kind: 'tags',
  find: getTag,
  filterOf: (slug) => ({ tag: slug }),
}

export const tagDescription = (tag: { name: string; description: string | null }) =>
  tag.description ?? `Articles tagged ${tag.name}.`

/** A tag's pages as templates make them: the tag, its count, and its articles. */
export const tagTemplates = archiveTemplates({
  name: 'tag',
  source: tagArchive,
  shown: (tag) => tag,
  jsonLd: ({ subject: tag, basePath, page }) =>
    archiveJsonLdText({ name: tag.name, description: tagDescription(tag), basePath, page }),
})
