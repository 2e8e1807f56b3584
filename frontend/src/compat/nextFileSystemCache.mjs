/**
 * Compat: Next's default cache handler, next/dist/server/lib/incremental-cache/file-system-cache.js.
 *
 * Its class (the module's default export) and its types (next/dist/server/lib/incremental-cache),
 * for the site's cache handler to extend.
 *
 * Why: the site's cache handler (server/generationCheckedCache.mjs) keeps Next's own caching of
 * pages and CMS answers (in memory, with the build's prerendered pages) and only refuses some
 * entries, so it extends Next's handler rather than writing a cache of its own.
 *
 * Supported API looked for: Next 16 documents the `cacheHandler` option and the methods a handler
 * implements (get, set, revalidateTag, resetRequestCache), but exports neither its default
 * handler nor a base class to extend; `cacheHandlers` (plural) is for 'use cache' only.
 *
 * If it moves: loading the site's cache handler fails, and with it `next build` and the site's
 * start; should get() or set() change what they take or give, entries pass unchecked.
 * nextFileSystemCache.canary.test.ts checks the class against the installed Next.
 * Plain JavaScript, as Next loads the cache handler that imports it.
 */
import { createRequire } from 'node:module'

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler */
/** @typedef {Parameters<CacheHandler['get']>} GetArgs */
/** @typedef {Parameters<CacheHandler['set']>} SetArgs */

// Next's dist is CommonJS.
const load = /** @type {(id: string) => unknown} */ (createRequire(import.meta.url))

export const { default: NextFileSystemCache } =
  /** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache')} */ (
    load('next/dist/server/lib/incremental-cache/file-system-cache.js')
  )
