import { publicReadRoute } from '@/contract/cors'
import { contractContext, contractRoute } from '@/contract/http'
import { listCacheHeaders } from '@/contract/publishedListCache'
import { SITEMAP_KEYS, sitemapSummary } from '@/contract/sitemap'

export const dynamic = 'force-dynamic'

/** How many published articles the sitemaps list, in how many chunks. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = publicReadRoute(
  contractRoute(async (request) => {
    const { payload, user } = await contractContext(request)
    return Response.json(await sitemapSummary(payload), {
      headers: listCacheHeaders(!user, SITEMAP_KEYS),
    })
  }),
)
