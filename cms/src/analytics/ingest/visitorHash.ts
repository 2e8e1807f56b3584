import { createHash, randomBytes } from 'node:crypto'

import { redisCommands } from '@/redis/client'

/**
 * The anonymous visitor id of the privacy rules (docs/analytics.md): the first 8 bytes, as a signed
 * bigint, of SHA-256(daily salt ‖ site host ‖ address ‖ user agent). The salt changes every UTC day
 * and is never stored but in memory or Redis, so a visitor cannot be followed from one day to the
 * next, and yesterday's hashes cannot be recomputed from an address once the salt has expired.
 */
export function visitorHash(
  salt: Uint8Array,
  siteHost: string,
  address: string,
  userAgent: string,
): bigint {
  const hash = createHash('sha256').update(salt)
  // A separator between the texts: ("ab", "c") and ("a", "bc") must not hash alike.
  for (const part of [siteHost, address, userAgent]) hash.update('\0').update(part)
  return hash.digest().readBigInt64BE(0)
}

const SALT_BYTES = 32
const DAY_MS = 24 * 60 * 60 * 1000
/** A day and an hour: the salt outlives its day a little, so a late request still finds it. */
const SALT_LIFETIME_MS = DAY_MS + 60 * 60 * 1000

/** The UTC day of `now`, as YYYY-MM-DD. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

const saltKey = (day: string) => `analytics-salt:${day}`

/**
 * With REDIS_URL, the day's salt is the one the first instance to ask stored (SET NX), so every
 * instance gives a visitor the same id. Without Redis, or while it is unreachable, this process
 * makes its own: a visitor then counts once per instance that served them that day, an
 * overcount preferable to keeping the salt anywhere else.
 */
async function saltOfDay(day: string): Promise<Buffer> {
  const made = randomBytes(SALT_BYTES)
  const client = await redisCommands()
  if (!client) return made
  const expiresAt = Math.ceil((Date.parse(`${day}T00:00:00Z`) + SALT_LIFETIME_MS) / 1000)
  try {
    const key = saltKey(day)
    await client.set(key, made.toString('hex'), {
      condition: 'NX',
      expiration: { type: 'EXAT', value: expiresAt },
    })
    const stored = await client.get(key)
    return stored ? Buffer.from(stored, 'hex') : made
  } catch (error) {
    console.warn(
      `[analytics] the day's salt is not in Redis, using this process's: ${String(error)}`,
    )
    return made
  }
}

/** One salt per day in this process; the promise is shared, so one request fetches it. */
let current: { day: string; salt: Promise<Buffer> } | undefined

/** The salt of `now`'s UTC day (32 random bytes). */
export function dailySalt(now: Date = new Date()): Promise<Buffer> {
  const day = utcDay(now)
  if (current?.day !== day) current = { day, salt: saltOfDay(day) }
  return current.salt
}
