import { isSlug } from '@blockwise/shared'

import { LIVE_COUNT_HEADERS, readClapCounts } from '@/contract/clapCounts'
import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractRoute, errorResponse, type Params } from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

export const GET = publicRead(
  contractRoute(async (_request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const claps = isSlug(slug)
      ? (await readClapCounts((await cmsPayload()).db.pool, [slug]))[slug]
      : undefined
    if (claps === undefined) return errorResponse(404, 'Article not found')
    return Response.json({ claps }, { headers: LIVE_COUNT_HEADERS })
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
