import { randomUUID } from 'node:crypto'
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http'
import CachePolicy from 'http-cache-semantics'
import { LRUCache } from 'lru-cache'

import { LIFETIMES } from '@blockwise/shared/cacheModel'
import { ifNoneMatchMatches } from '@blockwise/shared/conditionalRequests'
import { wantsActivityJson } from '@blockwise/shared/federation/addresses'

import { onBodyChunk } from '../compat/responseTaps'
import { NOT_FOUND_SCREEN_HEADER } from '../lib/notFoundScreens'

/**
 * The longest an answer is served from memory: what the cache model lets any shared cache keep
 * that is not told of changes. Pages stay cached far longer in Next's own cache; this only spares
 * Next the work of serving the same bytes to every reader of a story that spreads (the nginx
 * "microcache"). The CMS's revalidation webhook empties it at once.
 */
export const MICRO_CACHE_MS = LIFETIMES.sharedSeconds * 1000
/**
 * Images are held as long as their origin allows, up to the model's media lifetime (the CMS allows
 * as much). They are most of a page's requests, Next keeps no copy, and each costs the CMS ~13 ms
 * of CPU to send again, CPU a reader's browser competes for when both run on one machine. Only the
 * revalidation webhook's keeps-nothing rule still applies.
 */
export const MEDIA_CACHE_MS = LIFETIMES.mediaSeconds * 1000
/** Memory the cached answers may take, and the largest answer worth keeping. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024
const MAX_ANSWER_BYTES = 2 * 1024 * 1024
/**
 * How often answers past their lifetime are dropped. The LRU only evicts for room, so without it a
 * site rendering pages at random over a large archive holds MAX_TOTAL_BYTES of answers no reader
 * can be given any more.
 */
const EXPIRED_SWEEP_MS = 5000
/**
 * An answer is kept only when its address was asked for before, within this window: most pages a
 * crawler or a reader from a search engine asks for are asked for once, and keeping every one of
 * them (copied, held, swept, collected) cost the site about a quarter of its CPU per uncached
 * article page. A page readers are reading is asked for again within seconds.
 */
export const ASKED_AGAIN_WITHIN_MS = 60_000
/**
 * Bytes of addresses remembered as asked for, at most (the least recently asked forgotten first):
 * tens of thousands of readers' addresses, and no more memory for addresses made up to fill it.
 */
export const MAX_ASKED_BYTES = 4 * 1024 * 1024
/** Variants kept per URL (say, gzip and identity), following the answer's `Vary`. */
const MAX_VARIANTS = 4
/**
 * An answer served when this much of its lifetime has passed is renewed in the background, once:
 * a page readers keep asking for never expires under them, so none of them waits for its render
 * (behind a crawler's, say).
 */
const RENEW_AT_SHARE = 0.5
/**
 * How long past its lifetime an answer is still served, renewing it: a renewal waits its turn
 * behind other renders, and a reader who comes after the lifetime but before the renewal lands
 * gets the kept answer instead of waiting too. Every change empties the cache all the same.
 */
export const RENEWAL_GRACE_MS = LIFETIMES.renewalGraceSeconds * 1000
/** The header that marks a renewal (its value the cache's own token): looked up as a miss. */
export const RENEWAL_HEADER = 'x-blockwise-renewal'
/**
 * Request headers not passed on to a renewal: the connection's, a condition (a 304 renews
 * nothing), and the renewal's own. Its Host stays the reader's: a kept answer is for one host.
 */
const NOT_RENEWED = new Set([
  'connection',
  'keep-alive',
  'content-length',
  'if-none-match',
  'if-modified-since',
  RENEWAL_HEADER,
])

/** Asks this server again for `url` with `headers`, so that its answer replaces the kept one. */
export type Renew = (url: string, headers: IncomingHttpHeaders) => void

/** Headers that belong to one connection or one moment, never to a stored answer. */
const NOT_STORED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
])

/**
 * The answer's headers as the micro-cache judges reuse by them: its own `stale-while-revalidate`,
 * else RENEWAL_GRACE_MS as one (what it serves stays bounded by `servableUntil` either way).
 */
function withRenewalGrace(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const cacheControl = String(headers['cache-control'] ?? '')
  if (/\bstale-while-revalidate\b/i.test(cacheControl)) return headers
  const grace = `stale-while-revalidate=${RENEWAL_GRACE_MS / 1000}`
  return { ...headers, 'cache-control': cacheControl ? `${cacheControl}, ${grace}` : grace }
}

interface StoredAnswer {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  etag: string | undefined
  /** What HTTP caching says of reusing it: its Vary, a request's no-cache (withRenewalGrace). */
  policy: CachePolicy
  storedAt: number
  expiresAt: number
}

type Variants = StoredAnswer[]

const servableUntil = (answer: StoredAnswer) => answer.expiresAt + RENEWAL_GRACE_MS

const header = (request: IncomingMessage, name: string): string => {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/**
 * Only anonymous, plain reads share answers: not a client-side navigation (Next's RSC requests),
 * not an editor signed in to the CMS (their /api answers include drafts), not a preview (Next's
 * draft-mode cookie or the preview token's: app/internal/preview), not a range, not the site
 * server's own ask for a not-found screen (whose 200 no reader may get at that address), not a
 * fediverse server's ask for ActivityStreams JSON (an article's object is at its page's address,
 * and kept pages vary on no `Accept`: neither may be answered with the other).
 */
function isShareableRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const { headers } = request
  if (headers.rsc || headers['next-action'] || headers.authorization || headers.range) return false
  if (NOT_FOUND_SCREEN_HEADER in headers) return false
  if (wantsActivityJson(header(request, 'accept'))) return false
  if (Object.keys(headers).some((name) => name.startsWith('next-router-'))) return false
  return !/(^|;\s*)(payload-token|__prerender_bypass|blockwise-preview)=/.test(
    header(request, 'cookie'),
  )
}

/** Options of a shared cache that stores only what the answer itself allows, no guesses. */
const SHARED_CACHE = { shared: true, cacheHeuristic: 0, immutableMinTimeToLive: 0 }

/** Header values as http-cache-semantics reads them; directive names are case-insensitive. */
function policyHeaders(headers: IncomingMessage['headers'] | OutgoingHttpHeaders) {
  const plain: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    const text = Array.isArray(value) ? value.join(', ') : String(value)
    plain[name.toLowerCase()] = name.toLowerCase() === 'cache-control' ? text.toLowerCase() : text
  }
  return plain
}

/** The HTTP caching policy of an answer, on the cache's own clock. */
function createPolicyClass(now: () => number) {
  return class extends CachePolicy {
    now(): number {
      return now()
    }
  }
}

interface PolicyRequest {
  method?: string
  url?: string
  headers: IncomingMessage['headers']
}

/** The caching policy of an answer with `headers` to `request` (on `Policy`'s clock). */
export function answerPolicy(
  request: PolicyRequest,
  headers: OutgoingHttpHeaders,
  Policy: typeof CachePolicy = CachePolicy,
): CachePolicy {
  return new Policy(
    asPolicyRequest(request),
    { status: 200, headers: policyHeaders(headers) },
    SHARED_CACHE,
  )
}

const asPolicyRequest = (request: PolicyRequest) => ({
  // A HEAD is answered from a stored GET (RFC 9110 §9.3.2).
  method: request.method === 'HEAD' ? 'GET' : (request.method ?? 'GET'),
  url: request.url ?? '/',
  headers: policyHeaders(request.headers),
})

/**
 * How long the micro-cache may keep an answer: as long as HTTP caching allows a shared cache
 * (RFC 9111, by http-cache-semantics), capped at MEDIA_CACHE_MS for an image and MICRO_CACHE_MS
 * for anything else.
 */
export function sharedLifetimeMs(policy: CachePolicy, contentType = ''): number {
  if (!policy.storable()) return 0
  const cap = /^image\//i.test(contentType) ? MEDIA_CACHE_MS : MICRO_CACHE_MS
  return Math.max(0, Math.min(policy.timeToLive(), cap))
}

/** Tees what Next writes to `response`; `done` gets the body once it has all gone out. */
function captureBody(response: ServerResponse, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = []
  let size = 0
  onBodyChunk(response, (bytes) => {
    size += bytes.byteLength
    if (size <= MAX_ANSWER_BYTES) chunks.push(bytes)
  })
  response.once('finish', () => {
    if (size <= MAX_ANSWER_BYTES) done(Buffer.concat(chunks, size))
  })
}

function storedHeaders(response: ServerResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (!NOT_STORED.has(name) && value !== undefined) headers[name] = value
  }
  return headers
}

export interface MicroCache {
  /** Answers from memory, or lets `next` answer (and keeps what it may). */
  handle(request: IncomingMessage, response: ServerResponse, next: () => unknown): void
  clear(): void
  /** Drops the answers past their lifetime (every EXPIRED_SWEEP_MS on its own). */
  dropExpired(): void
  /** Bytes of answer bodies held. */
  heldBytes(): number
}

/**
 * A shared HTTP cache in front of Next for anonymous reads, honouring what each answer says of
 * itself (`Cache-Control`, `Vary`, as http-cache-semantics reads them), never keeping `Set-Cookie`
 * answers, and answering `If-None-Match` from the stored `ETag`. An answer is kept from the second
 * time its address is asked for (ASKED_AGAIN_WITHIN_MS). An answer readers still ask for
 * past half its lifetime is renewed by `renew` (RENEW_AT_SHARE), and served for RENEWAL_GRACE_MS
 * past its lifetime while the renewal is on its way.
 */
export function createMicroCache(
  now: () => number = Date.now,
  renew: Renew = () => {},
): MicroCache {
  const Policy = createPolicyClass(now)
  /** Only the cache's own renewals are misses by choice: a reader cannot skip the cache. */
  const renewalToken = randomUUID()
  /** Answers whose renewal has started: it replaces them when it comes. */
  const renewing = new WeakSet<StoredAnswer>()
  /** Bumped by clear(): an answer rendered before it must not be stored after it. */
  let generation = 0
  const answers = new LRUCache<string, Variants>({
    maxSize: MAX_TOTAL_BYTES,
    sizeCalculation: (variants) =>
      Math.max(
        1,
        variants.reduce((sum, answer) => sum + answer.body.byteLength, 0),
      ),
  })

  /** When each address was last asked for and not answered from memory. */
  const askedAt = new LRUCache<string, number>({
    maxSize: MAX_ASKED_BYTES,
    sizeCalculation: (_askedAt, url) => url.length,
  })

  /** Records this ask of `url`; whether it had been asked for within ASKED_AGAIN_WITHIN_MS. */
  function askedAgain(url: string): boolean {
    const before = askedAt.get(url)
    askedAt.set(url, now())
    return before !== undefined && now() - before < ASKED_AGAIN_WITHIN_MS
  }

  /** Requests being answered by Next, counted by the generation they started in. */
  const inFlight = new Map<number, number>()

  /** Counts a request going to Next until its answer is done; returns its generation. */
  function track(response: ServerResponse): number {
    const startedIn = generation
    inFlight.set(startedIn, (inFlight.get(startedIn) ?? 0) + 1)
    response.once('close', () => {
      const left = (inFlight.get(startedIn) ?? 1) - 1
      if (left > 0) inFlight.set(startedIn, left)
      else inFlight.delete(startedIn)
    })
    return startedIn
  }

  /**
   * Next answers concurrent requests for a page with one render, so a request made after clear()
   * may get a render that began before it, from the old data. Such a render is being waited on by
   * a request that also began before clear(): while one is still open, answers are not kept.
   */
  const olderRequestsOpen = () => [...inFlight.keys()].some((started) => started < generation)

  /**
   * Within our cap (or its grace, renewing) and matching the request (its Vary, its no-cache or
   * max-age), as the answer's policy judges it with the grace as its stale-while-revalidate.
   */
  const reusable = (answer: StoredAnswer, request: IncomingMessage) =>
    servableUntil(answer) > now() &&
    answer.policy.evaluateRequest(asPolicyRequest(request)).response !== undefined

  function store(url: string, request: IncomingMessage, response: ServerResponse, body: Buffer) {
    if (response.statusCode !== 200 || response.hasHeader('set-cookie')) return
    // Next's stale-while-revalidate copy, sent while it renders the page again.
    if (response.getHeader('x-nextjs-cache') === 'STALE') return
    const headers = storedHeaders(response)
    const lifetime = sharedLifetimeMs(
      answerPolicy(request, headers, Policy),
      String(headers['content-type'] ?? ''),
    )
    if (lifetime === 0) return
    const storedAt = now()
    const answer: StoredAnswer = {
      status: 200,
      headers,
      body,
      etag: typeof headers.etag === 'string' ? headers.etag : undefined,
      policy: answerPolicy(request, withRenewalGrace(headers), Policy),
      storedAt,
      expiresAt: storedAt + lifetime,
    }
    const others = (answers.get(url) ?? []).filter(
      (kept) => servableUntil(kept) > storedAt && !reusable(kept, request),
    )
    answers.set(url, [answer, ...others].slice(0, MAX_VARIANTS))
  }

  function serve(answer: StoredAnswer, request: IncomingMessage, response: ServerResponse) {
    const age = String(Math.floor((now() - answer.storedAt) / 1000))
    if (answer.etag && ifNoneMatchMatches(header(request, 'if-none-match'), answer.etag)) {
      response.writeHead(304, {
        etag: answer.etag,
        age,
        'cache-control': answer.headers['cache-control'],
      })
      response.end()
      return
    }
    response.writeHead(answer.status, {
      ...answer.headers,
      'content-length': answer.body.byteLength,
      age,
    })
    response.end(request.method === 'HEAD' ? undefined : answer.body)
  }

  /** Renews `answer` once, if it has lived RENEW_AT_SHARE of its lifetime (or all of it). */
  function renewIfAging(url: string, answer: StoredAnswer, request: IncomingMessage) {
    const lifetime = answer.expiresAt - answer.storedAt
    if (renewing.has(answer) || now() - answer.storedAt < lifetime * RENEW_AT_SHARE) return
    renewing.add(answer)
    const headers: IncomingHttpHeaders = { [RENEWAL_HEADER]: renewalToken }
    for (const [name, value] of Object.entries(request.headers)) {
      if (!NOT_RENEWED.has(name)) headers[name] = value
    }
    renew(url, headers)
  }

  function dropExpired() {
    const at = now()
    const expired = [...answers.entries()]
      .filter(([, variants]) => variants.every((answer) => servableUntil(answer) <= at))
      .map(([url]) => url)
    for (const url of expired) answers.delete(url)
  }
  setInterval(dropExpired, EXPIRED_SWEEP_MS).unref()

  return {
    handle(request, response, next) {
      const url = request.url ?? '/'
      if (!isShareableRequest(request)) {
        track(response)
        void next()
        return
      }
      const renewal = header(request, RENEWAL_HEADER) === renewalToken
      const answer = renewal ? undefined : answers.get(url)?.find((kept) => reusable(kept, request))
      if (answer) {
        renewIfAging(url, answer, request)
        return serve(answer, request, response)
      }
      const mayKeep = askedAgain(url) && request.method === 'GET' && !olderRequestsOpen()
      const startedIn = track(response)
      if (mayKeep) {
        captureBody(response, (body) => {
          if (generation === startedIn) store(url, request, response, body)
        })
      }
      void next()
    },
    clear() {
      generation += 1
      answers.clear()
    },
    dropExpired,
    heldBytes: () => answers.calculatedSize,
  }
}
