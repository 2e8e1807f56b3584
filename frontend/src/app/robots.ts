import type { MetadataRoute } from 'next'

import { siteUrl } from '@/env'

// Built from the CMS (and SITE_URL) at request time, never at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/admin11', '/internal/', '/category/'],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
