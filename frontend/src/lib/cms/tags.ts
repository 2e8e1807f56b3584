import { cache } from 'react'

import { tagListSchema, tagSchema, type Tag } from '@blockwise/shared'
import { API_RESOURCES, nextTagsOfRead } from '@blockwise/shared/cacheModel'

import { fetchCms, fetchCmsOrNull } from './fetchJson'

const TAG_TAGS = nextTagsOfRead(API_RESOURCES.tags)

// A tag's count changes with its articles, and the CMS revalidates `articles` when a tag changes.

/** One tag by slug, or null when there is none (deduplicated within a render). */
export const getTag = cache((slug: string): Promise<Tag | null> =>
  fetchCmsOrNull(`/api/tags/${encodeURIComponent(slug)}`, tagSchema, { tags: TAG_TAGS }),
)

export function getTags(): Promise<Tag[]> {
  return fetchCms('/api/tags', tagListSchema, { tags: TAG_TAGS })
}
