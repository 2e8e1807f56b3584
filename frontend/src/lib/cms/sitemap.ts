import { sitemapSchema } from '@blockwise/shared'
import { API_RESOURCES, nextTagsOfRead } from '@blockwise/shared/cacheModel'

import { cmsUrl } from '@/env'

import { cmsErrorOf, fetchCms } from './fetchJson'

/** How many published articles there are, and in how many sitemap chunks. */
export function getSitemapSummary() {
  return fetchCms('/api/sitemap', sitemapSchema, { tags: nextTagsOfRead(API_RESOURCES.sitemap) })
}

/**
 * Chunk `n` of the published articles as the CMS streams it (NDJSON, oldest first), or null when
 * there is no such chunk. Never cached: up to 50,000 lines go straight through to the reader.
 */
export async function openSitemapArticles(n: number): Promise<ReadableStream<Uint8Array> | null> {
  const response = await fetch(new URL(`/api/sitemap/articles/${n}`, cmsUrl()), {
    headers: { accept: 'application/x-ndjson' },
    cache: 'no-store',
  })
  if (response.status === 404) return null
  if (!response.ok || !response.body) throw await cmsErrorOf(response)
  return response.body
}
