/**
 * The webhook by which the CMS tells the site what changed, once the change is committed: its
 * path, the header carrying the shared secret, and the cache tags it may expire.
 */
export const REVALIDATE_PATH = '/internal/revalidate'
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret'

/** The site's cache tags: what the site caches CMS answers under. */
export const SITE_CACHE_TAGS = ['articles', 'authors', 'site-settings'] as const
export type SiteCacheTag = (typeof SITE_CACHE_TAGS)[number]
