import { cache } from 'react'

import { tagListSchema, tagSchema, type Tag } from '@blockwise/shared'

import { fetchCms, fetchCmsOrNull } from './fetchJson'

// A tag's count changes with its articles, and the CMS revalidates `articles` when a tag changes.

/** One tag by slug, or null when there is none (deduplicated within a render). */
export const getTag = cache((slug: string): Promise<Tag | null> =>
  fetchCmsOrNull(`/api/tags/${encodeURIComponent(slug)}`, tagSchema, { tags: ['articles'] }),
)

export function getTags(): Promise<Tag[]> {
  return fetchCms('/api/tags', tagListSchema, { tags: ['articles'] })
}
