import type { MetadataRoute } from 'next'

import { siteUrl } from '@/env'
import { getPublishedArticles } from '@/lib/cms/articles'
import { TOOLS, toolPath } from '@/tools/registry'

// Built from the CMS (and SITE_URL) at request time, never at build time.
export const dynamic = 'force-dynamic'

const SECTIONS = ['/', '/featured', '/news', '/opinions', '/analysis', '/learn', '/tools']
const LEGAL = ['/terms-of-service', '/privacy-policy', '/cookie-policy']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl()
  const articles = await getPublishedArticles()
  return [
    ...SECTIONS.map((path) => ({
      url: `${origin}${path}`,
      changeFrequency: 'daily' as const,
      priority: path === '/' ? 1 : 0.8,
    })),
    ...TOOLS.map((tool) => ({
      url: `${origin}${toolPath(tool)}`,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...articles.map((article) => ({
      url: `${origin}/articles/${article.slug}`,
      lastModified: article.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...LEGAL.map((path) => ({
      url: `${origin}${path}`,
      changeFrequency: 'yearly' as const,
      priority: 0.2,
    })),
  ]
}
