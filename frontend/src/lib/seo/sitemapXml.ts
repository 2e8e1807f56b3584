import { sitemapArticleSchema } from '@blockwise/shared'

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character)

export interface SitemapUrl {
  loc: string
  lastmod?: string
}

function urlElement({ loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`
}

/** A sitemap index of the sitemaps at `locs`. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`)
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${entries.join('')}</sitemapindex>\n`
}

/** A sitemap of `urls`. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<urlset ${NAMESPACE}>\n${urls.map(urlElement).join('')}</urlset>\n`
}

/**
 * Turns the CMS's NDJSON of articles (`{"slug","updatedAt","publishedAt"}` per line), as it
 * arrives, into a sitemap's XML: only the current line is held, so memory stays bounded however
 * many articles pass through. A line that is not an article fails the stream.
 */
export function articlesNdjsonToSitemap(origin: string): TransformStream<string, string> {
  let pending = ''
  const lineToXml = (line: string) => {
    if (!line.trim()) return ''
    const article = sitemapArticleSchema.parse(JSON.parse(line))
    return urlElement({
      loc: `${origin}/articles/${encodeURIComponent(article.slug)}`,
      lastmod: article.updatedAt,
    })
  }
  return new TransformStream({
    start(controller) {
      controller.enqueue(`${XML_HEAD}<urlset ${NAMESPACE}>\n`)
    },
    transform(chunk, controller) {
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      const xml = lines.map(lineToXml).join('')
      if (xml) controller.enqueue(xml)
    },
    flush(controller) {
      controller.enqueue(`${lineToXml(pending)}</urlset>\n`)
    },
  })
}
