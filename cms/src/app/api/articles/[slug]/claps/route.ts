import { isSlug } from '@blockwise/shared'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { readClaps } from '@/contract/counters'
import { contractRoute, errorResponse, type Params } from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

export const GET = publicRead(
  contractRoute(async (_request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const claps = isSlug(slug) ? await readClaps(await cmsPayload(), slug) : null
    return claps === null ? errorResponse(404, 'Article not found') : Response.json({ claps })
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
