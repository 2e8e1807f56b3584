/** Sitemaps are shared by every reader, kept by the edge until an article change purges them. */
const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=300',
}

export const sitemapResponse = (body: BodyInit) => new Response(body, { headers: SITEMAP_HEADERS })
