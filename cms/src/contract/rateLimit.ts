import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '@/env'

import { clientKey, type ClientRequest } from '@/lib/clientKey'
import type { BudgetUse, RateLimitPolicy } from '@/lib/rateLimitFields'
import { sharedBudget, type Budget } from '@/redis/limiter'

import { errorResponse } from './errorResponse'
import { withRateLimits } from './rateLimitHeaders'

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
  // A reader's page views, reads, scrolls and searches (the analytics beacon): two a second.
  analyticsEvent: { keyPrefix: 'analytics-event', points: 120, duration: 60 },
  // What one address may ask of the social web's endpoints (actors, objects, inboxes) a minute: a
  // busy server's deliveries and fetches, not a flood.
  federation: { keyPrefix: 'federation', points: 300, duration: 60 },
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

/** A budget as the RateLimit-Policy field names it (its key prefix), with its quota and window. */
function budgetPolicy(action: LimitedAction): RateLimitPolicy {
  const { keyPrefix, points, duration } = BUDGETS[action]
  return { name: keyPrefix, quota: points, window: duration }
}

/**
 * Spends one point of `action` for this client (and subject): the budget's state for the answer's
 * RateLimit fields, with `refused` (a 429 carrying them) once none is left; null when limits are off.
 */
export function rateLimit(
  action: LimitedAction,
  request: ClientRequest,
  subject = '',
): Promise<Spent | null> {
  return spendWithAnswer(action, `${clientKey(request)}|${subject}`)
}

/** Spends one point of `action` for `subject` whoever asks (e.g. one email address), as rateLimit. */
export function subjectRateLimit(action: LimitedAction, subject: string): Promise<Spent | null> {
  return spendWithAnswer(action, subject)
}

/** A point spent: the budget's state, and the 429 to answer when the budget was already spent. */
interface Spent {
  budget: BudgetUse
  refused: Response | null
}

async function spendWithAnswer(action: LimitedAction, key: string): Promise<Spent | null> {
  const budget = await spendOne(action, key)
  if (!budget) return null
  const { retryAfter } = budget
  if (retryAfter === null) return { budget, refused: null }
  const tooMany = errorResponse(429, tooManyRequests(retryAfter), {
    'retry-after': String(retryAfter),
  })
  return { budget, refused: withRateLimits(tooMany, [budget]) }
}

/** `answer` with the RateLimit fields of the budgets its request spent from (none: limits off). */
export const withSpent = (answer: Response, ...spent: (Spent | null)[]): Response =>
  withRateLimits(
    answer,
    spent.flatMap((each) => (each ? [each.budget] : [])),
  )

export const tooManyRequests = (retryAfter: number) =>
  `Too many requests. Try again in ${retryAfter} seconds.`

/** Spends one point of `action` for `key`: null, or the seconds until one is left again. */
export async function spend(action: LimitedAction, key: string): Promise<number | null> {
  return (await spendOne(action, key))?.retryAfter ?? null
}

/**
 * Spends one point of `action` for `key`: the budget's state as the limiter answered it (no second
 * read of the store), `retryAfter` set when none was left; null when limits are off.
 */
export async function spendOne(action: LimitedAction, key: string): Promise<BudgetUse | null> {
  if (env.rateLimitsOff) return null
  const policy = budgetPolicy(action)
  try {
    const spent = await (await limits())[action].consume(key)
    return budgetUse(policy, spent, null)
  } catch (rejection) {
    // A spent budget rejects with a RateLimiterRes, of whichever copy of the library made the
    // limiter (see limits), so it is recognised by shape; anything else is a real failure.
    if (rejection instanceof Error || !isLimiterAnswer(rejection)) throw rejection
    return budgetUse(policy, rejection, secondsOf(rejection.msBeforeNext))
  }
}

interface LimiterAnswer {
  remainingPoints: number
  msBeforeNext: number
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

const budgetUse = (
  policy: RateLimitPolicy,
  { remainingPoints, msBeforeNext }: LimiterAnswer,
  retryAfter: number | null,
): BudgetUse => ({
  policy,
  remaining: Math.max(0, remainingPoints),
  resetSeconds: secondsOf(msBeforeNext),
  retryAfter,
})

function isLimiterAnswer(value: unknown): value is LimiterAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'msBeforeNext' in value &&
    'remainingPoints' in value
  )
}
