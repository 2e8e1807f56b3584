import process from 'node:process'

import { NextFileSystemCache } from '../compat/nextFileSystemCache.mjs'
import { isFromAnOlderGeneration } from '../lib/cms/contentGenerations.mjs'
import { isSpecimenPageKey } from '../lib/pageTemplates/specimenMark.mjs'

/** @typedef {import('../compat/nextFileSystemCache.mjs').GetArgs} GetArgs */
/** @typedef {import('../compat/nextFileSystemCache.mjs').SetArgs} SetArgs */

/**
 * With REDIS_URL, the cache every site instance shares (sharedPageCache.mjs); otherwise this
 * process's memory, loading nothing of Redis. `next build` keeps to memory: it renders nothing
 * worth sharing.
 */
const redisUrl = process.env.NEXT_PHASE === 'phase-production-build' ? '' : process.env.REDIS_URL
const StoredCache = /** @type {typeof NextFileSystemCache} */ (
  /** @type {unknown} */ (
    redisUrl
      ? await (await import('./sharedPageCache.mjs')).sharedPageCache(redisUrl)
      : NextFileSystemCache
  )
)

/**
 * Next's cache of pages and CMS answers, which also misses on any entry stamped with an older
 * content generation (lib/cms/contentGenerations.mjs): a page or CMS answer whose read began
 * before the CMS's last change is never served after that change, whenever it was stored. It
 * keeps no specimen page (lib/pageTemplates), and answers none from an earlier render; nor a 404,
 * so that asking for any number of unknown addresses stores nothing (the edge keeps a 404 for a
 * minute, under its page's keys).
 */
export default class GenerationCheckedCache extends StoredCache {
  /** @param {GetArgs} args */
  async get(...args) {
    if (isSpecimenPageKey(args[0])) return null
    const entry = await super.get(...args)
    return entry && isFromAnOlderGeneration(tagsOf(entry.value)) ? null : entry
  }

  /**
   * @param {SetArgs[0]} key
   * @param {SetArgs[1]} data
   * @param {SetArgs[2]} ctx
   */
  async set(key, data, ctx) {
    if (isSpecimenPageKey(key) || isNotFoundPage(data)) return
    // A CMS answer keeps the tags of the read that fetched it (a reader's lookup has its own).
    const value = data && 'fetchCache' in ctx && ctx.fetchCache ? { ...data, tags: ctx.tags } : data
    return super.set(key, value, ctx)
  }
}

/**
 * Whether Next is storing a page's 404.
 * @param {SetArgs[1]} data
 */
function isNotFoundPage(data) {
  const page = /** @type {{ kind?: string, status?: number } | null} */ (data)
  return page?.kind === 'APP_PAGE' && page.status === 404
}

/**
 * The tags a stored CMS answer was fetched with, or those of everything a page's render read.
 * @param {unknown} value
 * @returns {string[]}
 */
function tagsOf(value) {
  const { tags, headers } = /** @type {{ tags?: string[], headers?: Record<string, unknown> }} */ (
    value ?? {}
  )
  const header = headers?.['x-next-cache-tags']
  return [...(tags ?? []), ...(typeof header === 'string' ? header.split(',') : [])]
}
