import type { ArticleType } from './constants'

/**
 * Surrogate keys name what a cached answer shows, so that the CMS can purge exactly those answers
 * from an edge cache once a change is committed. Every cacheable answer carries them twice: in
 * `Surrogate-Key` (space-separated, as Fastly and our Varnish read them) and in `Cache-Tag`
 * (comma-separated, as Cloudflare reads them). A key is one token of letters, digits and `-`.
 */
export const SURROGATE_KEY_HEADER = 'surrogate-key'
export const CACHE_TAG_HEADER = 'cache-tag'

/**
 * The lists of the site (and of the CMS's /api) an article may appear in; `tags` and `authors`
 * are every tag page and every author page of the site.
 */
export type ListName =
  | 'home'
  | ArticleType
  | 'featured'
  | 'feeds'
  | 'sitemap'
  | 'api-articles'
  | 'api-tags'
  | 'api-search'
  | 'api-paths'
  | 'api-glossary'
  | 'tags'
  | 'authors'
  | 'glossary'
  /** The redirects from old addresses: the site's 301s and their /api list. */
  | 'redirects'
  /** The trust pages (about, editorial standards, AI policy, corrections policy). */
  | 'trust-pages'

export const surrogateKey = {
  /** Every answer that shows the article, wherever it is reached (the CMS's /api knows the id). */
  article: (id: number | string) => `article-${id}`,
  /** The site's page of the article: the site only knows the slug from the URL. */
  articlePage: (slug: string) => `article-page-${slug}`,
  tag: (id: number | string) => `tag-${id}`,
  author: (id: number | string) => `author-${id}`,
  list: (name: ListName) => `list-${name}`,
  /** Every page of the site: what a change to every page (site settings, an author) purges. */
  allPages: 'site-pages',
  /** Every cacheable answer of the CMS's /api. */
  allApi: 'api',
  /** Every uploaded image's file and resized copies (their URLs do not name the image's id). */
  allMedia: 'media-files',
} as const

/**
 * The lists every published article is in, whatever its type (the glossary's term pages show
 * published articles as further reading).
 */
export const LISTS_OF_EVERY_ARTICLE: readonly ListName[] = [
  'home',
  'feeds',
  'sitemap',
  'api-articles',
  'api-search',
  'tags',
  'authors',
  'glossary',
]

/** The header values that carry `keys`: Fastly's and Varnish's, then Cloudflare's. */
export function surrogateKeyHeaders(keys: readonly string[]): Record<string, string> {
  const unique = [...new Set(keys)]
  return { [SURROGATE_KEY_HEADER]: unique.join(' '), [CACHE_TAG_HEADER]: unique.join(',') }
}

/**
 * How long an edge may keep a page or an answer that it will be told to purge, and what a
 * browser or any other shared cache may do with it: browsers check back each time (a 304 when
 * nothing changed), and a shared cache that is not purged keeps it `sharedSeconds` at most.
 * `Surrogate-Control` is read by Fastly and our Varnish, `CDN-Cache-Control` (RFC 9213) by
 * Cloudflare and others.
 */
export function edgeCacheHeaders(
  edgeSeconds: number,
  sharedSeconds: number,
): Record<string, string> {
  return {
    'cache-control': `public, max-age=0, s-maxage=${sharedSeconds}`,
    'surrogate-control': `max-age=${edgeSeconds}`,
    'cdn-cache-control': `max-age=${edgeSeconds}`,
  }
}
