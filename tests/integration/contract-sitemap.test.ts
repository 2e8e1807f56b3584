import { beforeAll, describe, expect, inject, it } from 'vitest'

import { SITEMAP_CHUNK_SIZE, sitemapArticleSchema, sitemapSchema } from '@blockwise/shared'

import { sitemapChunk } from '@/contract/sitemap'

import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')

interface Line {
  slug: string
  updatedAt: string
  publishedAt: string
}

const linesOf = (text: string): Line[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => sitemapArticleSchema.parse(JSON.parse(line)))

/** The published articles not marked noindex, oldest first (publishedAt, id), as the sitemap promises. */
async function publishedOldestFirst(): Promise<string[]> {
  const payload = await testPayload()
  const { rows } = await payload.db.pool.query<{ slug: string }>(
    `SELECT slug FROM articles WHERE published AND published_at IS NOT NULL
      AND seo_noindex IS NOT TRUE ORDER BY published_at, id`,
  )
  return rows.map((row) => row.slug)
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  // Enough for several small chunks, three of them published at the same instant.
  for (let index = 0; index < 7; index++) {
    const article = await createArticle(payload, author.id, { published: true })
    await payload.db.pool.query('UPDATE articles SET published_at = $1 WHERE id = $2', [
      `2023-05-0${Math.max(index, 2)}T12:00:00.000Z`,
      article.id,
    ])
  }
}, 60_000)

describe('GET /api/sitemap', () => {
  it('counts the published articles and their chunks', async () => {
    const payload = await testPayload()
    await createArticle(payload, (await createAuthor(payload)).id, { published: true })
    await createArticle(payload, (await createAuthor(payload)).id, { published: false })
    const response = await fetch(`${cmsUrl}/api/sitemap`, {
      headers: { 'cache-control': 'no-cache' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('surrogate-key')).toContain('list-sitemap')
    const sitemap = sitemapSchema.parse(await response.json())
    const published = (await publishedOldestFirst()).length
    expect(sitemap).toEqual({
      articles: published,
      chunkSize: SITEMAP_CHUNK_SIZE,
      chunks: Math.ceil(published / SITEMAP_CHUNK_SIZE),
    })
  })

  it('streams chunk 1 as one JSON line per published article, oldest first', async () => {
    const response = await fetch(`${cmsUrl}/api/sitemap/articles/1`, {
      headers: { 'cache-control': 'no-cache' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/x-ndjson')
    const lines = linesOf(await response.text())
    expect(lines.map((line) => line.slug)).toEqual(await publishedOldestFirst())
    expect(lines.every((line) => !Number.isNaN(Date.parse(line.updatedAt)))).toBe(true)
  })

  it('is 404 for any other chunk', async () => {
    for (const n of ['0', '2', '-1', '1.5', 'abc', '01', '99999999999']) {
      const response = await fetch(`${cmsUrl}/api/sitemap/articles/${n}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Sitemap not found' })
    }
  })

  it('splits the articles into chunks read in keyset batches, with no gaps or duplicates', async () => {
    const payload = await testPayload()
    const all = await publishedOldestFirst()
    const chunkSize = 5
    const chunks = []
    for (let n = 1; n <= Math.ceil(all.length / chunkSize); n++)
      chunks.push(linesOf(await readAll(sitemapChunk(payload, n, { chunkSize, batchSize: 2 }))))
    expect(chunks.every((chunk) => chunk.length <= chunkSize)).toBe(true)
    expect(chunks.flat().map((line) => line.slug)).toEqual(all)
  })
})
