import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '@/env'

import { clientKey, type ClientRequest } from '@/lib/clientKey'
import { sharedBudget, type Budget } from '@/redis/limiter'

import { errorResponse } from './errorResponse'

/**
 * Per-client budgets for reader actions: generous for a person, too small for a script. One
 * budget across every CMS instance when they share Redis (REDIS_URL), else in this process.
 */
const BUDGETS = {
  // Medium's ceiling of 50 claps per reader and article, per ten minutes.
  clap: { keyPrefix: 'clap', points: 50, duration: 600 },
  view: { keyPrefix: 'view', points: 10, duration: 600 },
  subscribe: { keyPrefix: 'subscribe', points: 10, duration: 600 },
  // Per address, from anywhere: nobody's inbox can be flooded with confirmation mails.
  subscribeAddress: { keyPrefix: 'subscribe-address', points: 3, duration: 3600 },
  // A search runs statements no cache may answer (each text is new): a reader's paging, not a crawl.
  search: { keyPrefix: 'search', points: 60, duration: 60 },
  // A watchlist refreshes on demand; this keeps one client from draining the shared upstream quota.
  market: { keyPrefix: 'market', points: 60, duration: 60 },
  // Every reader's together (one key): what the market proxy may ask its upstream a minute.
  marketUpstream: {
    keyPrefix: 'market-upstream',
    points: env.marketUpstreamCallsPerMinute,
    duration: 60,
  },
  // Per integration key, every call it makes on /api and /cms-api (auth/integrationKeys.ts).
  integrationKey: {
    keyPrefix: 'integration-key',
    points: env.integrationKeyRequestsPerMinute,
    duration: 60,
  },
  // One point a minute: when a key's lastUsedAt is written.
  integrationKeySeen: { keyPrefix: 'integration-key-seen', points: 1, duration: 60 },
} satisfies Record<string, Budget>

export type LimitedAction = keyof typeof BUDGETS
type Limits = Record<LimitedAction, RateLimiterAbstract>

async function createLimits(): Promise<Limits> {
  const actions = Object.keys(BUDGETS) as LimitedAction[]
  const limiters = await Promise.all(actions.map((action) => sharedBudget(BUDGETS[action])))
  return Object.fromEntries(actions.map((action, index) => [action, limiters[index]])) as Limits
}

/**
 * One set of budgets per process. The CMS server's counter fast path (src/server) and Next's route
 * bundles each get their own copy of this module, so the budgets live on the process itself.
 */
const LIMITS_KEY = Symbol.for('blockwise.readerLimits')
const processGlobals = globalThis as { [LIMITS_KEY]?: Promise<Limits> }
const limits = () => (processGlobals[LIMITS_KEY] ??= createLimits())

/** Spends one point of `action` for this client (and subject); a 429 response when none is left. */
export function rateLimit(
  action: LimitedAction,
  request: ClientRequest,
  subject = '',
): Promise<Response | null> {
  return consume(action, `${clientKey(request)}|${subject}`)
}

/** Spends one point of `action` for `subject` whoever asks (e.g. one email address); 429 when spent. */
export function subjectRateLimit(action: LimitedAction, subject: string): Promise<Response | null> {
  return consume(action, subject)
}

async function consume(action: LimitedAction, key: string): Promise<Response | null> {
  const retryAfter = await spend(action, key)
  if (retryAfter === null) return null
  return errorResponse(429, tooManyRequests(retryAfter), { 'retry-after': String(retryAfter) })
}

export const tooManyRequests = (retryAfter: number) =>
  `Too many requests. Try again in ${retryAfter} seconds.`

/** Spends one point of `action` for `key`: null, or the seconds until one is left again. */
export async function spend(action: LimitedAction, key: string): Promise<number | null> {
  if (env.rateLimitsOff) return null
  try {
    await (await limits())[action].consume(key)
    return null
  } catch (rejection) {
    // A spent budget rejects with a RateLimiterRes, of whichever copy of the library made the
    // limiter (see limits), so it is recognised by shape; anything else is a real failure.
    if (rejection instanceof Error || !hasMsBeforeNext(rejection)) throw rejection
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
  }
}

function hasMsBeforeNext(value: unknown): value is { msBeforeNext: number } {
  return typeof value === 'object' && value !== null && 'msBeforeNext' in value
}
