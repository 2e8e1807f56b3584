/**
 * Whether an error means PostgreSQL could not be reached or went away mid-query (a restart, a
 * failover, an exhausted or timed-out pool) rather than that the request itself was wrong. Such
 * failures are temporary: the contract answers them 503 with Retry-After, not 500.
 */

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of class 08 (connection exception), 57P01–57P03 (the server is shutting down, crashed
 * or cannot accept connections yet) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/

/**
 * What node-postgres says when a connection dies or cannot be had in time, and what Payload says
 * when a BEGIN fails (it rethrows a new Error without the cause; a BEGIN only fails that way).
 */
const POOL_MESSAGES = [
  /cannot begin transaction/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Query read timeout/i,
]

function isUnavailableError(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : ''
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true
  const message = 'message' in error && typeof error.message === 'string' ? error.message : ''
  return POOL_MESSAGES.some((pattern) => pattern.test(message))
}

/** Looks through wrappers (drizzle's query errors, Payload's, AggregateError) to the cause. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false
  if (isUnavailableError(error)) return true
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1)
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
