import { describe, expect, it } from 'vitest'

import { articlesNdjsonToSitemap, sitemapIndexXml } from './sitemapXml'

/** Runs `chunks` through the transform, as a stream delivers them, and returns the XML. */
async function transform(chunks: string[]): Promise<string> {
  const source = new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  let xml = ''
  const reader = source.pipeThrough(articlesNdjsonToSitemap('https://site.test')).getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) xml += read.value
  return xml
}

const line = (slug: string, updatedAt = '2026-01-02T03:04:05.000Z') =>
  `${JSON.stringify({ slug, updatedAt, publishedAt: '2026-01-01T00:00:00.000Z' })}\n`

describe('the articles sitemap streamed from NDJSON', () => {
  it('writes one url with lastmod per line, whatever the chunks cut', async () => {
    const ndjson = line('first') + line('second', '2026-02-03T00:00:00.000Z')
    const xml = await transform([ndjson.slice(0, 17), ndjson.slice(17, 70), ndjson.slice(70)])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://site.test/articles/first</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>\n' +
        '<url><loc>https://site.test/articles/second</loc><lastmod>2026-02-03T00:00:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    )
  })

  it('takes a last line without its newline, and escapes what XML would read as markup', async () => {
    const xml = await transform([line('a&b<c>"d\'').trimEnd()])
    expect(xml).toContain('<loc>https://site.test/articles/a%26b%3Cc%3E%22d&apos;</loc>')
    expect(xml.replace(/<\/?(\?xml|urlset|url|loc|lastmod)[^>]*>/g, '')).not.toMatch(/[<>]/)
  })

  it('fails on a line that is not an article rather than writing a broken sitemap', async () => {
    await expect(transform(['{"slug":1}\n'])).rejects.toThrow()
  })

  it('escapes the locations of an index', () => {
    expect(sitemapIndexXml(['https://site.test/a?b=1&c=2'])).toContain(
      '<sitemap><loc>https://site.test/a?b=1&amp;c=2</loc></sitemap>',
    )
  })
})
