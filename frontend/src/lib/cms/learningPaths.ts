import { cache } from 'react'

import {
  learningPathListSchema,
  learningPathSchema,
  type LearningPath,
} from '@blockwise/shared/learningPaths/index'
import { API_RESOURCES, nextTagsOfRead } from '@blockwise/shared/cacheModel'

import { fetchCms, fetchCmsOrNull } from './fetchJson'

/*
 * A path shows its lessons' titles and read times and hides unpublished ones, so its answers are
 * cached under `articles` as well as `paths`: a change to either refreshes them.
 */
const PATH_TAGS = { tags: nextTagsOfRead(API_RESOURCES.learningPaths) }

/** Every path with published lessons, by title (deduplicated within a render). */
export const getLearningPaths = cache((): Promise<LearningPath[]> =>
  fetchCms('/api/paths', learningPathListSchema, { ...PATH_TAGS, keepDecoded: true }),
)

/** One path by slug, or null when there is none. */
export const getLearningPath = cache((slug: string): Promise<LearningPath | null> =>
  fetchCmsOrNull(`/api/paths/${encodeURIComponent(slug)}`, learningPathSchema, PATH_TAGS),
)
