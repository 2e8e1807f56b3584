import { isSlug } from '@blockwise/shared'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { validatedJson } from '@/contract/etag'
import { contractContext, contractRoute, errorResponse, type Params } from '@/contract/http'
import { findLearningPath, learningPathKeys } from '@/contract/learningPaths'
import { listCacheHeaders } from '@/contract/publishedListCache'

export const dynamic = 'force-dynamic'

/** One learning path by slug, with its published lessons in order. */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const { payload, user } = await contractContext(request)
    const found = isSlug(slug) ? await findLearningPath(payload, slug) : null
    if (!found) return errorResponse(404, 'Learning path not found')
    const body = JSON.stringify(found.path)
    return validatedJson(request, body, listCacheHeaders(!user, learningPathKeys([found])))
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
