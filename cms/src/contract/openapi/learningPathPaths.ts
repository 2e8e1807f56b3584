import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import { learningPathListSchema, learningPathSchema } from '@blockwise/shared/learningPaths/index'

import { cacheable } from './readerPaths'
import { failure } from './responses'

const PUBLISHED_LESSONS =
  'Lessons are published learn articles in the editors’ order; an unpublished lesson is left ' +
  'out, and a path without a published lesson is not shown. Readers’ answers carry ' +
  'Cache-Control and an ETag: send it back in If-None-Match for a 304.'

/** Learning paths: ordered series of learn articles (docs/api.md#learning-paths). */
export const learningPathPaths: ZodOpenApiPathsObject = {
  '/api/paths': {
    get: cacheable(
      {
        operationId: 'listLearningPaths',
        tags: ['Learning paths'],
        summary: 'Every learning path, by title',
        description: PUBLISHED_LESSONS,
        responses: {},
      },
      { description: 'Learning paths', schema: learningPathListSchema },
    ),
  },
  '/api/paths/{slug}': {
    get: cacheable(
      {
        operationId: 'getLearningPath',
        tags: ['Learning paths'],
        summary: 'One learning path by slug',
        description: PUBLISHED_LESSONS,
        requestParams: {
          path: z.object({ slug: z.string().meta({ example: 'defi-from-zero' }) }),
        },
        responses: { '404': failure('Learning path not found') },
      },
      { description: 'The learning path', schema: learningPathSchema },
    ),
  },
}
