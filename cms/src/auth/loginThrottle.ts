import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import type { BudgetUse } from '@/lib/rateLimitFields'

import { sharedBudget } from '@/redis/limiter'

/**
 * Exponential backoff on password attempts, in place of Payload's account lockout (which let anyone
 * lock any account by failing five times). Each run of attempts is keyed on the client, so a
 * stranger only ever slows themselves: per client and account, five attempts are free, then each
 * next one waits twice as long as the last (1 s, 2 s, 4 s… up to 15 minutes); per client across
 * accounts (credential stuffing), fifty. A sign-in clears its client and account's run. The stores
 * are rate-limiter-flexible's: in Redis, shared by every CMS instance, when REDIS_URL is set, else
 * in this process's memory.
 */
const RUNS = {
  account: { free: 5 },
  client: { free: 50 },
} as const
type Run = keyof typeof RUNS
const RUN_NAMES = Object.keys(RUNS) as Run[]
/** The client's run first: a refusal by the second run leaves the first a turn it did not use. */
const ADMISSION_ORDER: readonly Run[] = ['client', 'account']

const MAX_WAIT_SECONDS = 15 * 60
/** How long a run of attempts is remembered after its first. */
const MEMORY_SECONDS = 24 * 60 * 60

interface Stores {
  attempts: RateLimiterAbstract
  waits: RateLimiterAbstract
}

const createStores = async (): Promise<Stores> => ({
  attempts: await sharedBudget({
    keyPrefix: 'login-attempts',
    points: Number.MAX_SAFE_INTEGER,
    duration: MEMORY_SECONDS,
  }),
  waits: await sharedBudget({ keyPrefix: 'login-waits', points: 1, duration: 1 }),
})

/** One set per process, whichever bundle (Next's routes, the admin's) loads this module. */
const STORES_KEY = Symbol.for('blockwise.loginThrottle')
const processGlobals = globalThis as { [STORES_KEY]?: Promise<Stores> }
const stores = () => (processGlobals[STORES_KEY] ??= createStores())

/** An attempt that must wait: the seconds until it may be made, and the runs as they stand. */
export class LoginThrottled extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly runs: BudgetUse[],
  ) {
    super(`Too many attempts. Try again in ${retryAfterSeconds} seconds.`)
  }
}

/**
 * A run as the RateLimit fields describe it: its free attempts a day (`q`), those left (`r`), and
 * when the run is forgotten (`t`); past the free ones each attempt waits longer than the last.
 */
function runUse(run: Run, attempts: RateLimiterRes | null, retryAfter: number | null): BudgetUse {
  const { free } = RUNS[run]
  return {
    policy: { name: `login-${run}`, quota: free, window: MEMORY_SECONDS },
    remaining: Math.max(0, free - (attempts?.consumedPoints ?? 0)),
    resetSeconds: Math.ceil((attempts?.msBeforeNext ?? MEMORY_SECONDS * 1000) / 1000),
    retryAfter,
  }
}

const keysOf = (client: string, account: string): Record<Run, string> => ({
  account: `${client}|${account.trim().toLowerCase()}`,
  client,
})

/**
 * Counts an attempt by `client` on `account` (an email address, known or not): the runs as they
 * stand after it. Throws LoginThrottled, without counting it, while either run must wait.
 * Each step is one atomic operation of the store, so attempts sent side by side cannot all slip
 * through before the first of them starts the wait: past the free ones, an attempt must also take
 * its run's single turn (a one-point budget the wait holds), which only one of them gets.
 */
export async function admitAttempt(client: string, account: string): Promise<BudgetUse[]> {
  const keys = keysOf(client, account)
  const admitted: Run[] = []
  try {
    const uses = {} as Record<Run, BudgetUse>
    for (const run of ADMISSION_ORDER) {
      uses[run] = await admitRun(run, keys[run])
      admitted.push(run)
    }
    return RUN_NAMES.map((run) => uses[run])
  } catch (error) {
    if (!(error instanceof RunMustWait)) throw error
    const { attempts } = await stores()
    // A refused attempt counts in no run, including those that had admitted it.
    await Promise.all(admitted.map((run) => attempts.reward(keys[run])))
    const retryAfter = Math.ceil(error.waitMs / 1000)
    const counted = await Promise.all(RUN_NAMES.map((run) => attempts.get(keys[run])))
    const uses = RUN_NAMES.map((run, index) => runUse(run, counted[index] ?? null, retryAfter))
    throw new LoginThrottled(retryAfter, uses)
  }
}

class RunMustWait extends Error {
  constructor(readonly waitMs: number) {
    super('This run of attempts must wait.')
  }
}

async function admitRun(run: Run, key: string): Promise<BudgetUse> {
  const { attempts, waits } = await stores()
  const counted = await attempts.penalty(key)
  const beyondFree = counted.consumedPoints - RUNS[run].free
  if (beyondFree <= 0) return runUse(run, counted, null)
  try {
    await waits.consume(key)
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal
    await attempts.reward(key)
    throw new RunMustWait(refusal.msBeforeNext)
  }
  await waits.block(key, Math.min(2 ** (beyondFree - 1), MAX_WAIT_SECONDS))
  return runUse(run, counted, null)
}

/** A sign-in: the account's run starts over, and the attempt does not count against the client. */
export async function forgetAttempts(client: string, account: string): Promise<void> {
  const keys = keysOf(client, account)
  const { attempts, waits } = await stores()
  await Promise.all([
    attempts.delete(keys.account),
    waits.delete(keys.account),
    attempts.reward(keys.client),
  ])
}
