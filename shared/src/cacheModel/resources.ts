import { FEDERATION_PATHS } from '../federation/addresses'
import type { SiteCacheTag } from '../siteRevalidation'
import { surrogateKey, type ListName } from '../surrogateKeys'

import { LIFETIMES } from './lifetimes'

/** A change committed in the CMS, which purges keys at the edge and expires tags in Next's cache. */
export type Change =
  | 'article'
  | 'tag'
  | 'author'
  | 'glossary term'
  | 'learning path'
  | 'image'
  | 'site settings'
  | 'redirect'
  | 'trust page'

/**
 * The tag in Next's cache each change expires: the CMS's hooks announce it, and the site's reads
 * of the CMS are stored under the tags of the changes that change them (`nextTagsOfRead`).
 */
export const NEXT_TAG_OF_CHANGE: Readonly<Record<Change, SiteCacheTag>> = {
  article: 'articles',
  tag: 'articles',
  image: 'articles',
  author: 'authors',
  'glossary term': 'glossary',
  'learning path': 'paths',
  'site settings': 'site-settings',
  redirect: 'redirects',
  'trust page': 'trust-pages',
}

/**
 * Changes that purge every site page (`site-pages`): each shows on pages that the site knows by
 * route only (a tag's name on every card, an author's byline, a term's link in any article…).
 */
export const CHANGES_OF_EVERY_PAGE: readonly Change[] = [
  'tag',
  'author',
  'glossary term',
  'learning path',
  'image',
  'site settings',
]

/**
 * Something readers are answered that a cache may keep: the routes answering it, the surrogate
 * keys its answers carry, how long each layer keeps it, and the changes that remove it.
 */
export interface CachedResource {
  /**
   * The site's pages and feeds (`/articles/[slug]`, `/news/rss.xml`) or the CMS's reader
   * routes (`/api/articles/[slug]`), as Next names their folders.
   */
  routes: readonly string[]
  /**
   * The keys its answers carry, from the route's parameters. An /api answer also carries the
   * keys of every article, tag and author it shows (cms/src/edge/surrogateKeysOf.ts).
   */
  keys: (params: Readonly<Record<string, string>>) => string[]
  /** What its answers also carry the keys of, one per item shown (the CMS's /api answers). */
  shows?: readonly ('article' | 'tag' | 'author')[]
  /** How long an edge that is told of changes keeps it. */
  edgeSeconds: number
  /** The tags Next's cache keeps the reads it is rendered from under (site pages). */
  nextTags: readonly SiteCacheTag[]
  /** The CMS's shared answers of readers' lists keep it this long (ms). */
  cmsListMs?: number
  /**
   * The changes that change what it shows: each one's purge and tag expiry reach it (a key it
   * shares with other answers may be purged by others too).
   */
  changedBy: readonly Change[]
}

/** Routes that no shared cache keeps, and why. */
export interface UncachedRoutes {
  routes: readonly string[]
  why: string
}

const { articlePage, list, allPages, allApi, allMedia } = surrogateKey
const page = (...keys: string[]) => [...keys, allPages]
const sectionRoutes = (section: string) => [`/${section}`, `/${section}/page/[n]`]
const PAGED_SECTIONS = ['news', 'opinions', 'analysis', 'learn', 'featured']
const FEEDS = ['news', 'opinions', 'analysis', 'learn']

/** The lists of the site's sections, each under its own key. */
const SECTIONS: Record<string, ListName> = {
  news: 'news',
  opinion: 'opinion',
  opinions: 'opinion',
  analysis: 'analysis',
  learn: 'learn',
  featured: 'featured',
}

/** A site page or feed of published articles: any article, and what every page shows, change it. */
const articlesPage = (
  routes: readonly string[],
  keys: CachedResource['keys'],
  nextTags: readonly SiteCacheTag[],
  edgeSeconds: number = LIFETIMES.edgeSeconds,
): CachedResource => ({
  routes,
  keys,
  edgeSeconds,
  nextTags: [...nextTags, 'site-settings'],
  changedBy: ['article', ...CHANGES_OF_EVERY_PAGE],
})

/** The site's pages and feeds: keyed from their route by the site server. */
export const SITE_RESOURCES = {
  home: articlesPage(['/'], () => page(list('home')), ['articles', 'authors', 'paths']),
  section: articlesPage(
    // `/opinion` is the spec's address of the opinion list, paged under `/opinions`.
    ['/opinion', ...PAGED_SECTIONS.flatMap(sectionRoutes)],
    ({ first = '' }) => page(list(SECTIONS[first] ?? 'news')),
    ['articles', 'authors'],
  ),
  article: articlesPage(
    ['/articles/[slug]'],
    ({ slug = '' }) => page(articlePage(slug)),
    ['articles', 'authors', 'glossary', 'paths'],
    LIFETIMES.articlePageEdgeSeconds,
  ),
  tag: articlesPage(['/tags/[slug]', '/tags/[slug]/page/[n]'], () => page(list('tags')), [
    'articles',
    'authors',
  ]),
  author: articlesPage(
    ['/authors/[slug]', '/authors/[slug]/page/[n]'],
    () => page(list('authors')),
    ['articles', 'authors'],
  ),
  glossary: articlesPage(['/glossary', '/glossary/[slug]'], () => page(list('glossary')), [
    'glossary',
    'articles',
  ]),
  learningPath: articlesPage(['/learn/paths/[slug]'], () => page(list('learn')), [
    'paths',
    'articles',
  ]),
  /**
   * The whole site's, each section's, each tag's and each author's feed: every published article's
   * change purges `list-feeds`, a renamed tag or author `site-pages`.
   */
  feed: articlesPage(
    [
      '/rss.xml',
      ...FEEDS.map((section) => `/${section}/rss.xml`),
      '/tags/[slug]/rss.xml',
      '/authors/[slug]/rss.xml',
    ],
    () => page(list('feeds')),
    ['articles', 'authors'],
  ),
  sitemap: articlesPage(['/sitemap.xml', '/sitemaps/[file]'], () => page(list('sitemap')), [
    'articles',
    'authors',
    'paths',
  ]),
  /**
   * The trust pages the editors write in the CMS (shared/src/trustPages.ts): a change to one
   * purges them all, and the footer that links them is the site's own.
   */
  trustPage: {
    routes: ['/about', '/editorial-standards', '/ai-policy', '/corrections-policy'],
    keys: () => page(list('trust-pages')),
    edgeSeconds: LIFETIMES.edgeSeconds,
    nextTags: ['trust-pages', 'site-settings'],
    changedBy: ['trust page', ...CHANGES_OF_EVERY_PAGE],
  },
  /** Pages whose words are the site's own (policies, tools, forms): only what every page shows changes them. */
  fixedPage: {
    routes: [
      '/cookie-policy',
      '/privacy-policy',
      '/terms-of-service',
      '/tools',
      '/tools/[tool]',
      '/category/[slug]',
      '/newsletter/subscribe',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/[...unknown]',
      // Sent as a reader's 404 page by the site's server (frontend/src/lib/notFoundScreens.ts).
      '/not-found-screens/[kind]',
    ],
    keys: () => page(),
    edgeSeconds: LIFETIMES.edgeSeconds,
    nextTags: ['site-settings'],
    changedBy: CHANGES_OF_EVERY_PAGE,
  },
  /**
   * A 301 from an old address to the current one, answered at any page's address by the site
   * server before Next, from its map of the CMS's redirects (frontend/src/server/redirects.ts).
   * Any redirect's change purges them all: they are few, and change rarely.
   */
  redirect: {
    routes: [],
    keys: () => [list('redirects')],
    edgeSeconds: LIFETIMES.edgeSeconds,
    nextTags: [],
    changedBy: ['redirect'],
  },
} satisfies Record<string, CachedResource>

/** A reader answer of the CMS: kept a day at the edge, unless a change purges one of its keys. */
const apiAnswer = (
  routes: readonly string[],
  keys: CachedResource['keys'],
  shows: CachedResource['shows'],
  changedBy: readonly Change[],
): CachedResource => ({
  routes,
  keys,
  shows,
  edgeSeconds: LIFETIMES.edgeSeconds,
  nextTags: [],
  changedBy,
})
const EVERYTHING_SHOWN = ['article', 'tag', 'author'] as const

/** The CMS's reader answers under /api: keyed by the CMS, which knows what each shows. */
export const API_RESOURCES = {
  articleList: {
    ...apiAnswer(
      ['/api/articles'],
      () => [list('api-articles'), allApi],
      EVERYTHING_SHOWN,
      EVERYTHING_SHOWN,
    ),
    cmsListMs: LIFETIMES.cmsListMs,
  },
  article: apiAnswer(['/api/articles/[slug]'], () => [allApi], EVERYTHING_SHOWN, EVERYTHING_SHOWN),
  /** An article with others beside it: its Read More. */
  articleAmongOthers: apiAnswer(
    ['/api/articles/[slug]/related', '/api/articles/[slug]/reading'],
    () => [list('api-articles'), allApi],
    EVERYTHING_SHOWN,
    EVERYTHING_SHOWN,
  ),
  /**
   * Live counts, which no purge follows: every shared cache keeps them a second. The site's
   * clap buttons ask them (`/api/claps`), so no page carries a count that a clap would outdate.
   */
  clapCount: {
    ...apiAnswer(['/api/articles/[slug]/claps', '/api/claps'], () => [], [], []),
    edgeSeconds: LIFETIMES.sharedSeconds,
  },
  /**
   * An article's boosts, likes and approved replies from the social web: live like the clap
   * counts (the inbox and an editor's approval change them, and purge nothing), and asked for by
   * the article page once it is idle, so the page itself carries none.
   */
  fediverseReactions: {
    ...apiAnswer(['/api/articles/[slug]/fediverse'], () => [], [], []),
    edgeSeconds: LIFETIMES.sharedSeconds,
  },
  socialImage: apiAnswer(
    ['/api/articles/[slug]/og-image'],
    ({ slug = '' }) => [articlePage(slug), allApi],
    [],
    ['article', 'image'],
  ),
  media: {
    ...apiAnswer(['/cms-api/media/file/[name]'], () => [allMedia], [], ['image']),
    edgeSeconds: LIFETIMES.mediaSeconds,
  },
  /** Purged with every author page too (a publication changes those), which it shares a key with. */
  authorList: apiAnswer(['/api/authors'], () => [list('authors'), allApi], ['author'], ['author']),
  author: apiAnswer(['/api/authors/[authorId]'], () => [allApi], ['author'], ['author']),
  tags: apiAnswer(
    ['/api/tags', '/api/tags/[slug]'],
    () => [list('api-tags'), list('api-articles'), allApi],
    ['tag'],
    ['article', 'tag'],
  ),
  search: apiAnswer(
    ['/api/search'],
    () => [list('api-search'), allApi],
    EVERYTHING_SHOWN,
    EVERYTHING_SHOWN,
  ),
  glossaryList: apiAnswer(
    ['/api/glossary'],
    () => [list('api-glossary'), allApi],
    [],
    ['glossary term'],
  ),
  /** A term with the published articles it points readers to. */
  glossaryEntry: apiAnswer(
    ['/api/glossary/[slug]'],
    () => [list('api-glossary'), allApi],
    ['article'],
    ['glossary term', 'article'],
  ),
  learningPaths: apiAnswer(
    ['/api/paths', '/api/paths/[slug]'],
    () => [list('api-paths'), allApi],
    ['article'],
    ['learning path', 'article'],
  ),
  redirects: apiAnswer(['/api/redirects'], () => [list('redirects'), allApi], [], ['redirect']),
  sitemap: apiAnswer(
    ['/api/sitemap', '/api/sitemap/articles/[n]'],
    () => [list('sitemap'), allApi],
    [],
    ['article'],
  ),
} satisfies Record<string, CachedResource>

/**
 * The social web's addresses (ActivityPub actors, inboxes and collections, WebFinger, NodeInfo),
 * as routes. An article's object is at its page's address, asked for as ActivityStreams JSON:
 * that route stays the page's, and the site server, its micro-cache, its templates and the edge
 * tell the two apart by the request's `Accept` (isFederationRequest, wantsActivityJson).
 */
const FEDERATION_ROUTES = [
  '/.well-known/webfinger',
  '/.well-known/nodeinfo',
  ...Object.values(FEDERATION_PATHS)
    .filter((path) => path !== FEDERATION_PATHS.article)
    .map((path) => path.replace(/\{(\w+)\}/g, '[$1]')),
]

/** What no shared cache keeps. */
export const UNCACHED_ROUTES: readonly UncachedRoutes[] = [
  {
    routes: ['/search'],
    why: 'one page per query: rendered per request (the CMS answers its search from its own cache)',
  },
  {
    routes: ['/api/articles/[slug]/clap', '/api/articles/[slug]/view'],
    why: 'a reader’s clap or view: writes, answered with the count that includes it',
  },
  {
    routes: ['/api/analytics/events', '/api/newsletter/click', '/api/newsletter/open'],
    why: 'what a reader did (a page seen, a link in a mail followed, a mail opened): each is counted, answered `no-store`',
  },
  {
    routes: ['/api/market/coins', '/api/market/history', '/api/market/search'],
    why: 'market data: the CMS keeps it itself (cms/src/market), browsers 15 s (private)',
  },
  {
    routes: [
      '/newsletter/subscribe/submit',
      '/newsletter/confirm/submit',
      '/newsletter/unsubscribe/submit',
      '/api/newsletter/subscribe',
      '/api/newsletter/confirm',
      '/api/newsletter/unsubscribe',
    ],
    why: 'a reader’s own subscription: writes',
  },
  {
    routes: [
      '/api/generation',
      '/api/incomplete-articles',
      '/api/incomplete-articles/[id]',
      '/api/incomplete-articles/[id]/retry',
      '/api/articles/[slug]/accept-seo-title',
      '/api/articles/[slug]/reject-seo-title',
      '/api/newsletter/digest/preview',
      '/api/newsletter/digest/propose',
      '/api/newsletter/digest/send',
      '/api/newsletter/digest/test',
      '/api/newsletter/issues',
      '/api/newsletter/subscribers.csv',
      '/api/newsletter/subscribers/counts',
      '/api/preview/articles/[id]',
      '/api/analytics/overview',
      '/api/analytics/articles/[id]',
      '/api/analytics/newsletter',
      '/api/fediverse/overview',
      '/api/fediverse/articles/[id]',
    ],
    why: 'the newsroom’s: editors only (and analytics keys for the reports), answered `private, no-store`',
  },
  {
    routes: ['/api/changes'],
    why: 'the changes feed: its head moves with every commit, so each page is answered `no-store`',
  },
  {
    routes: ['/api/openapi.json', '/api/[...path]'],
    why: 'the API’s description and its 404: no keys, so the edge keeps them seconds',
  },
  {
    routes: [
      '/internal/revalidate',
      '/internal/preview',
      '/internal/preview/exit',
      '/templated-articles/[slug]',
    ],
    why: 'the CMS’s webhook, previews and the site server’s own filler: never readers’ answers',
  },
  {
    routes: FEDERATION_ROUTES,
    why: 'the social web’s (ActivityPub, WebFinger, NodeInfo; an article’s ActivityStreams JSON at its page’s address too): the site server hands them to Next before its caches, the edge passes them, so the micro-cache, the shared page cache and the edge never keep one nor answer one with a kept page',
  },
]

/** The tags in Next's cache that the site's read of `resource` is kept under. */
export const nextTagsOfRead = (resource: Pick<CachedResource, 'changedBy'>): SiteCacheTag[] => [
  ...new Set(resource.changedBy.map((change) => NEXT_TAG_OF_CHANGE[change])),
]
