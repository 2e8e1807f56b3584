import { articleReadingResponse } from '@/contract/articleReading'
import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractRoute, type Params } from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

/**
 * A published article as its page shows it to readers: the article and its Read More, in one
 * read. In production the CMS server answers readers' plain calls before Next
 * (src/server/readingFastPath.ts); this route serves the rest (integration keys, sessions) and
 * `next dev`, with the same answer.
 */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'slug'>) => {
    const { slug } = await params
    return articleReadingResponse(request, (await cmsPayload()).db.pool, slug)
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
