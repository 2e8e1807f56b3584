/**
 * The webhook by which the CMS tells the site what changed, once the change is committed: its
 * path, the header carrying the shared secret, and the cache tags it may expire.
 */
export const REVALIDATE_PATH = '/internal/revalidate'
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret'

/** The site's cache tags: what the site caches CMS answers under. */
export const SITE_CACHE_TAGS = ['articles', 'authors', 'site-settings'] as const
export type SiteCacheTag = (typeof SITE_CACHE_TAGS)[number]

/**
 * With several instances sharing Redis (REDIS_URL), the Redis pub/sub channel on which a CMS
 * instance announces a committed change, as the JSON `{ "tags": SiteCacheTag[] }`: every CMS
 * instance drops its shared reader lists and every site instance its cached pages and answers.
 */
export const CONTENT_CHANGED_CHANNEL = 'blockwise:content-changed'
