import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractContext, contractRoute } from '@/contract/http'
import { validatedJson } from '@/contract/etag'
import { listCacheHeaders } from '@/contract/publishedListCache'
import { listTags, tagKeys } from '@/contract/tags'

export const dynamic = 'force-dynamic'

/** Every tag by name, with the number of published articles carrying it. */
export const GET = publicRead(
  contractRoute(async (request) => {
    const { payload, user } = await contractContext(request)
    const tags = await listTags(payload)
    return validatedJson(request, JSON.stringify(tags), listCacheHeaders(!user, tagKeys(tags)))
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
