import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { SITEMAP_CHUNK_SIZE, type Sitemap } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

/** Rows read per query while streaming a chunk: memory stays flat whatever the chunk's size. */
const BATCH_SIZE = 2000

/** Published articles that ask search engines to index them (docs/product.md#article-seo). */
const LISTED = sql.raw('published = true AND published_at IS NOT NULL AND seo_noindex IS NOT TRUE')

/** Every sitemap answer changes with any publication. */
export const SITEMAP_KEYS = apiAnswerKeys('sitemap')

export async function sitemapSummary(payload: Payload): Promise<Sitemap> {
  const result = await payload.db.drizzle.execute(
    sql`SELECT count(*)::int AS articles FROM articles WHERE ${LISTED}`,
  )
  const articles = Number((result.rows[0] as { articles: number }).articles)
  return {
    articles,
    chunkSize: SITEMAP_CHUNK_SIZE,
    chunks: Math.ceil(articles / SITEMAP_CHUNK_SIZE),
  }
}

interface SitemapRow {
  id: string
  slug: string
  updated_at: Date | string
  published_at: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** Published rows after (publishedAt, id), oldest first; from the first at `offset` without one. */
async function batchAfter(
  payload: Payload,
  last: SitemapRow | null,
  offset: number,
  limit: number,
): Promise<SitemapRow[]> {
  const after = last
    ? sql`AND (published_at, id) > (${iso(last.published_at)}::timestamptz, ${last.id}::uuid)`
    : sql``
  const result = await payload.db.drizzle.execute(sql`
    SELECT id, slug, updated_at, published_at FROM articles
    WHERE ${LISTED} ${after}
    ORDER BY published_at, id LIMIT ${limit} OFFSET ${last ? 0 : offset}`)
  return result.rows as unknown as SitemapRow[]
}

const line = (row: SitemapRow) =>
  `${JSON.stringify({ slug: row.slug, updatedAt: iso(row.updated_at), publishedAt: iso(row.published_at) })}\n`

/** The contract's sizes; tests stream with small ones. */
export interface ChunkSizes {
  chunkSize: number
  batchSize: number
}

/**
 * Chunk `n` (from 1) of the published articles oldest first, one JSON line each, read in keyset
 * batches as the client takes them.
 */
export function sitemapChunk(
  payload: Payload,
  n: number,
  { chunkSize, batchSize }: ChunkSizes = { chunkSize: SITEMAP_CHUNK_SIZE, batchSize: BATCH_SIZE },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let last: SitemapRow | null = null
  let left = chunkSize
  return new ReadableStream({
    async pull(controller) {
      const wanted = Math.min(batchSize, left)
      const rows = await batchAfter(payload, last, (n - 1) * chunkSize, wanted)
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(line).join('')))
      last = rows.at(-1) ?? last
      left -= rows.length
      if (rows.length < wanted || left === 0) controller.close()
    },
  })
}
