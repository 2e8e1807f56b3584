import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractContext, contractRoute, errorResponse, type Params } from '@/contract/http'
import { listCacheHeaders } from '@/contract/publishedListCache'
import { SITEMAP_KEYS, sitemapChunk, sitemapSummary } from '@/contract/sitemap'

export const dynamic = 'force-dynamic'

/** Chunk n of the published articles, oldest first, one JSON line each, streamed. */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'n'>) => {
    const { n } = await params
    const { payload, user } = await contractContext(request)
    const chunk = /^[1-9]\d{0,5}$/.test(n) ? Number(n) : 0
    if (chunk === 0 || chunk > (await sitemapSummary(payload)).chunks)
      return errorResponse(404, 'Sitemap not found')
    return new Response(sitemapChunk(payload, chunk), {
      headers: { 'content-type': 'application/x-ndjson', ...listCacheHeaders(!user, SITEMAP_KEYS) },
    })
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
