import { cache } from 'react'

import {
  glossaryEntrySchema,
  glossaryListSchema,
  type GlossaryEntry,
  type GlossaryTerm,
} from '@blockwise/shared/schemas/glossary'
import { API_RESOURCES, nextTagsOfRead } from '@blockwise/shared/cacheModel'

import { fetchCms, fetchCmsOrNull } from './fetchJson'

// An entry shows its published related articles, which change with the articles.

/** Every glossary term (deduplicated within a render: an article page and its metadata share it). */
export const getGlossary = cache((): Promise<GlossaryTerm[]> =>
  fetchCms('/api/glossary', glossaryListSchema, {
    tags: nextTagsOfRead(API_RESOURCES.glossaryList),
    keepDecoded: true,
  }),
)

/** One entry by slug, or null when there is none. */
export const getGlossaryEntry = cache((slug: string): Promise<GlossaryEntry | null> =>
  fetchCmsOrNull(`/api/glossary/${encodeURIComponent(slug)}`, glossaryEntrySchema, {
    tags: nextTagsOfRead(API_RESOURCES.glossaryEntry),
  }),
)
