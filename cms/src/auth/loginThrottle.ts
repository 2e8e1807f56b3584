import type { RateLimiterAbstract } from 'rate-limiter-flexible'

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

/** An attempt that must wait: the seconds until it may be made. */
export class LoginThrottled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Try again in ${retryAfterSeconds} seconds.`)
  }
}

const keysOf = (client: string, account: string): Record<Run, string> => ({
  account: `${client}|${account.trim().toLowerCase()}`,
  client,
})

/**
 * Counts an attempt by `client` on `account` (an email address, known or not); throws
 * LoginThrottled, without counting it, while either run must wait.
 */
export async function admitAttempt(client: string, account: string): Promise<void> {
  const keys = keysOf(client, account)
  const { attempts, waits } = await stores()
  const waiting = await Promise.all(Object.values(keys).map((key) => waits.get(key)))
  const waitMs = Math.max(
    0,
    ...waiting.map((wait) => (wait && wait.consumedPoints > 1 ? wait.msBeforeNext : 0)),
  )
  if (waitMs > 0) throw new LoginThrottled(Math.ceil(waitMs / 1000))
  for (const run of Object.keys(RUNS) as Run[]) {
    const { consumedPoints } = await attempts.penalty(keys[run])
    const beyondFree = consumedPoints - RUNS[run].free
    if (beyondFree > 0)
      await waits.block(keys[run], Math.min(2 ** (beyondFree - 1), MAX_WAIT_SECONDS))
  }
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
