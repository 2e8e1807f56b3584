import { readerAnswerHeaders } from '@/edge/readerAnswerHeaders'
import { env } from '@/env'

import type { ClientRequest } from '@/lib/clientKey'

import { validatedJson } from './etag'

/** A list as readers get it: its JSON text, the surrogate keys of what it shows, its own headers. */
export interface SharedList {
  body: string
  keys: string[]
  /** Headers of the answer besides the caching ones (e.g. the next page's cursor). */
  headers?: Record<string, string>
}

type Lists = Map<string, { loadedAt: number; list: Promise<SharedList> }>

/**
 * One set of lists per process: Next's routes fill it, and the CMS server's bundle (src/server)
 * empties it when another instance announces a change (redis/contentChanges.ts).
 */
const LISTS_KEY = Symbol.for('blockwise.publishedLists')
const processGlobals = globalThis as { [LISTS_KEY]?: Lists }
const lists = (processGlobals[LISTS_KEY] ??= new Map() as Lists)

/** Search text makes the queries countless: memory stays bounded, the oldest list going first. */
export const MAX_SHARED_LISTS = 500

/**
 * Anonymous readers' article lists as JSON text, shared for a second (PUBLISHED_LIST_CACHE_MS) by everyone asking the same query, so a
 * story that spreads costs one query a second instead of one per reader. Lists are dropped as soon
 * as an article, author or image change is committed in this process, or announced by another CMS
 * instance through Redis (`forgetPublishedLists`);
 * callers that need the database's answer this instant — the site re-rendering after a change made
 * by another process — send `Cache-Control: no-cache` and skip it.
 */
function sharedPublishedList(query: string, load: () => Promise<SharedList>): Promise<SharedList> {
  const cached = lists.get(query)
  if (cached && Date.now() - cached.loadedAt < env.publishedListCacheMs) return cached.list
  const list = load()
  const entry = { loadedAt: Date.now(), list }
  // Re-inserted, so the map's order is the age order that the bound below drops from.
  lists.delete(query)
  lists.set(query, entry)
  const oldest = lists.keys().next().value
  if (lists.size > MAX_SHARED_LISTS && oldest !== undefined) lists.delete(oldest)
  list.catch(() => {
    if (lists.get(query) === entry) lists.delete(query)
  })
  return list
}

export function forgetPublishedLists(): void {
  lists.clear()
}

/** RFC 9111: a request's `no-cache` asks for an answer checked with the origin, not a stored one. */
function wantsFreshAnswer(request: ClientRequest): boolean {
  return /(^|,)\s*no-cache\s*(,|$)/i.test(request.headers.get('cache-control') ?? '')
}

/**
 * What shared caches in front of the CMS may do with a list: the site's micro-cache keeps a
 * reader's list as long as this process shares it, an edge keeps it until purged by its keys
 * (`keys`); an editor's is never kept (it has drafts).
 */
export function listCacheHeaders(
  forReaders: boolean,
  keys: readonly string[],
): Record<string, string> {
  const seconds = Math.ceil(env.publishedListCacheMs / 1000)
  if (forReaders && seconds <= 0) return { 'cache-control': 'no-cache' }
  return readerAnswerHeaders(forReaders, keys, seconds)
}

/**
 * The JSON answer of a list call: shared for a second among anonymous readers asking the same
 * (`sharedKey`), loaded afresh for editors and for `no-cache` callers.
 */
export async function listResponse(
  request: ClientRequest,
  forReaders: boolean,
  sharedKey: string,
  load: () => Promise<SharedList>,
): Promise<Response> {
  const shared = forReaders && !wantsFreshAnswer(request)
  const list = await (shared ? sharedPublishedList(sharedKey, load) : load())
  return validatedJson(request, list.body, {
    ...list.headers,
    ...listCacheHeaders(forReaders, list.keys),
  })
}
