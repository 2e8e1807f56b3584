import { siteUrl } from '@/env'
import { pathPagePath } from '@/components/learningPaths/pathPagePath'
import { getAuthorsById } from '@/lib/cms/authors'
import { getLearningPaths } from '@/lib/cms/learningPaths'
import { getGlossary } from '@/lib/cms/glossary'
import { openSitemapArticles } from '@/lib/cms/sitemap'
import { getTags } from '@/lib/cms/tags'
import { articlesNdjsonToSitemap, urlsetXml } from '@/lib/seo/sitemapXml'
import { sitemapResponse } from '@/lib/seo/sitemapResponse'
import { TOOLS, toolPath } from '@/tools/registry'

// Built from the CMS (and SITE_URL) at request time, never at build time.
export const dynamic = 'force-dynamic'

const SECTIONS = ['/', '/featured', '/news', '/opinions', '/analysis', '/learn', '/tools']
const LEGAL = ['/terms-of-service', '/privacy-policy', '/cookie-policy']
const ARTICLES_FILE = /^articles-([1-9][0-9]{0,5})\.xml$/

const notFound = () =>
  new Response('Sitemap not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })

/**
 * Every page that is not an article: sections, learning paths, tools, legal pages, tags with
 * articles, authors, the glossary and its terms.
 */
async function pagesSitemap(origin: string): Promise<Response> {
  const [tags, authors, learningPaths, glossary] = await Promise.all([
    getTags(),
    getAuthorsById(),
    getLearningPaths(),
    getGlossary(),
  ])
  const paths = [
    ...SECTIONS,
    ...learningPaths.map((path) => pathPagePath(path.slug)),
    ...TOOLS.map(toolPath),
    ...LEGAL,
    ...tags.filter((tag) => tag.count > 0).map((tag) => `/tags/${encodeURIComponent(tag.slug)}`),
    ...[...authors.values()].map((author) => `/authors/${encodeURIComponent(author.slug)}`),
    '/glossary',
    ...glossary.map((term) => `/glossary/${encodeURIComponent(term.slug)}`),
  ]
  return sitemapResponse(urlsetXml(paths.map((path) => ({ loc: `${origin}${path}` }))))
}

/** Chunk `n` of the articles, streamed from the CMS into XML as it arrives. */
async function articlesSitemap(origin: string, n: number): Promise<Response> {
  const ndjson = await openSitemapArticles(n)
  if (!ndjson) return notFound()
  const xml = ndjson
    // The DOM typings of TextDecoderStream take any BufferSource, which a byte stream satisfies.
    .pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
    .pipeThrough(articlesNdjsonToSitemap(origin))
    .pipeThrough(new TextEncoderStream())
  return sitemapResponse(xml)
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await params
  const origin = siteUrl()
  if (file === 'pages.xml') return pagesSitemap(origin)
  const chunk = ARTICLES_FILE.exec(file)?.[1]
  return chunk ? articlesSitemap(origin, Number(chunk)) : notFound()
}
