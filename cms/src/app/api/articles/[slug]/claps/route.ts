import { isSlug } from '@blockwise/shared'
import { API_RESOURCES } from '@blockwise/shared/cacheModel'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { readClaps } from '@/contract/counters'
import { contractRoute, errorResponse, type Params } from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

export const GET = publicRead(
  contractRoute(async (_request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const claps = isSlug(slug) ? await readClaps(await cmsPayload(), slug) : null
    if (claps === null) return errorResponse(404, 'Article not found')
    // A live count: any shared cache may keep it a second (cache model: clapCount), no longer.
    const sharedSeconds = API_RESOURCES.clapCount.edgeSeconds
    return Response.json(
      { claps },
      { headers: { 'cache-control': `public, max-age=0, s-maxage=${sharedSeconds}` } },
    )
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
