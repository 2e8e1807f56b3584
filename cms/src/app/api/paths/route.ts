import { publicRead, publicReadMethods } from '@/contract/cors'
import { validatedJson } from '@/contract/etag'
import { contractContext, contractRoute } from '@/contract/http'
import { learningPathKeys, listLearningPaths } from '@/contract/learningPaths'
import { listCacheHeaders } from '@/contract/publishedListCache'

export const dynamic = 'force-dynamic'

/** Every learning path by title, with its published lessons in order. */
export const GET = publicRead(
  contractRoute(async (request) => {
    const { payload, user } = await contractContext(request)
    const paths = await listLearningPaths(payload)
    const body = JSON.stringify(paths.map(({ path }) => path))
    return validatedJson(request, body, listCacheHeaders(!user, learningPathKeys(paths)))
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
