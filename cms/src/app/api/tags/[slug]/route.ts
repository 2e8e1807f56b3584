import { isSlug } from '@blockwise/shared'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractContext, contractRoute, errorResponse, type Params } from '@/contract/http'
import { validatedJson } from '@/contract/etag'
import { listCacheHeaders } from '@/contract/publishedListCache'
import { findTag, tagKeys } from '@/contract/tags'

export const dynamic = 'force-dynamic'

/** One tag by slug, with the number of published articles carrying it. */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const { payload, user } = await contractContext(request)
    const tag = isSlug(slug) ? await findTag(payload, slug) : null
    if (!tag) return errorResponse(404, 'Tag not found')
    return validatedJson(request, JSON.stringify(tag), listCacheHeaders(!user, tagKeys([tag])))
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
