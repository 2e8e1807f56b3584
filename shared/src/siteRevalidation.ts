import { z } from 'zod'

/**
 * The webhook by which the CMS tells the site what changed, once the change is committed: its
 * path, the header carrying the shared secret, and the cache tags it may expire.
 */
export const REVALIDATE_PATH = '/internal/revalidate'
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret'

/** The site's cache tags: what the site caches CMS answers under. */
export const SITE_CACHE_TAGS = [
  'articles',
  'authors',
  'site-settings',
  'paths',
  'glossary',
  'redirects',
  'trust-pages',
] as const
export type SiteCacheTag = (typeof SITE_CACHE_TAGS)[number]

/**
 * With several instances sharing Redis (REDIS_URL), the Redis pub/sub channel on which a CMS
 * instance announces a committed change (a ContentChangedMessage): every CMS instance drops its
 * shared reader lists and every site instance its cached pages and answers.
 */
export const CONTENT_CHANGED_CHANNEL = 'blockwise:content-changed'

/** The Redis counter a CMS instance increments for each change it announces. */
export const CONTENT_GENERATION_KEY = 'blockwise:content-generation'

/**
 * What is published on CONTENT_CHANGED_CHANNEL, as JSON: the tags to expire, and the value of
 * CONTENT_GENERATION_KEY after this change (each change has a higher one than the last).
 */
export interface ContentChangedMessage {
  tags: SiteCacheTag[]
  generation: number
}

const contentChangedSchema = z.object({
  tags: z.array(z.enum(SITE_CACHE_TAGS)).min(1),
  generation: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export function formatContentChangedMessage(message: ContentChangedMessage): string {
  return JSON.stringify({ tags: message.tags, generation: message.generation })
}

/** The message a channel delivered, or null when it is not one (not JSON, unknown tags…). */
export function parseContentChangedMessage(text: string): ContentChangedMessage | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = contentChangedSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}
