import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractContext, contractRoute, type Params } from '@/contract/http'
import { tagResponse } from '@/contract/tags'

export const dynamic = 'force-dynamic'

/**
 * One tag by slug, with the number of published articles carrying it. In production the CMS
 * server answers readers' plain calls before Next (src/server/tagFastPath.ts), the same way.
 */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const { payload, user } = await contractContext(request)
    return tagResponse(request, payload.db.pool, slug, !user)
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
