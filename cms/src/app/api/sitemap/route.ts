import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractContext, contractRoute } from '@/contract/http'
import { validatedJson } from '@/contract/etag'
import { listCacheHeaders } from '@/contract/publishedListCache'
import { SITEMAP_KEYS, sitemapSummary } from '@/contract/sitemap'

export const dynamic = 'force-dynamic'

/** How many published articles the sitemaps list, in how many chunks. */
export const GET = publicRead(
  contractRoute(async (request) => {
    const { payload, user } = await contractContext(request)
    const body = JSON.stringify(await sitemapSummary(payload))
    return validatedJson(request, body, listCacheHeaders(!user, SITEMAP_KEYS))
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
