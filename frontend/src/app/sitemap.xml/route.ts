import { siteUrl } from '@/env'
import { getSitemapSummary } from '@/lib/cms/sitemap'
import { sitemapIndexXml } from '@/lib/seo/sitemapXml'
import { sitemapResponse } from '@/lib/seo/sitemapResponse'

// Built from the CMS (and SITE_URL) at request time, never at build time.
export const dynamic = 'force-dynamic'

/** The sitemap index: the site's pages, then the articles in chunks of at most 50,000. */
export async function GET(): Promise<Response> {
  const origin = siteUrl()
  const { chunks } = await getSitemapSummary()
  const articleSitemaps = Array.from(
    { length: chunks },
    (_, index) => `${origin}/sitemaps/articles-${index + 1}.xml`,
  )
  return sitemapResponse(sitemapIndexXml([`${origin}/sitemaps/pages.xml`, ...articleSitemaps]))
}
