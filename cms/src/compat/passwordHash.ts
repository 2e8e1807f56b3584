/**
 * Compat: Payload's stored password hash (payload/dist/auth/strategies/local/
 * generatePasswordSaltHash.js, not exported).
 *
 * Why: the CMS checks a password without signing in: an account's current password before its
 * email or password changes (guardCredentials.ts), and the same work for an address no account
 * has (throttlePasswordAttempts.ts), so the answer's time says nothing.
 *
 * Supported API looked for: Payload exports no check of a password; `payload.login` signs in
 * (a session, a token) and counts failed attempts against the account.
 *
 * If it moves: every check fails (editors cannot change their email or password), or an unknown
 * address answers faster than a known one. passwordHash.canary.test.ts checks a hash Payload makes
 * and fails first.
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Payload's stored password hash (auth/strategies/local/generatePasswordSaltHash in its sources,
 * not exported): `pbkdf2-sha256-v1:` and 600 000 iterations of 32 bytes, or the legacy 25 000 of
 * 512 bytes without a prefix.
 */
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

export interface StoredPassword {
  hash?: unknown
  salt?: unknown
}

/** Whether `password` is the one stored; false for anything malformed. */
export async function passwordMatches(password: unknown, stored: StoredPassword): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof password !== 'string' || typeof hash !== 'string' || typeof salt !== 'string')
    return false
  const current = hash.startsWith(CURRENT.prefix)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(CURRENT.prefix.length) : hash, 'hex')
  const derived = await pbkdf2Async(password, salt, iterations, keyLength, 'sha256')
  return derived.length === expected.length && timingSafeEqual(derived, expected)
}

/** The work of checking a password against an account that does not exist: same time, no answer. */
export async function checkAgainstNoAccount(password: unknown): Promise<void> {
  const text = typeof password === 'string' ? password : ''
  await pbkdf2Async(text, 'no-such-account', CURRENT.iterations, CURRENT.keyLength, 'sha256')
}
