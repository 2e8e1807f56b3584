import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { admitAttempt, forgetAttempts, LoginThrottled } from '@/auth/loginThrottle'
import { checkAgainstNoAccount } from '@/compat/passwordHash'
import { clientKey } from '@/lib/clientKey'
import { rateLimitHeaders } from '@/lib/rateLimitFields'

/**
 * Counts an attempt on `account` by the request's client; 429 with Retry-After while it must
 * wait. Either answer carries the runs' RateLimit fields (Payload adds `req.responseHeaders` to it).
 */
export async function admitPasswordAttempt(req: PayloadRequest, account: string): Promise<void> {
  try {
    answerWith(req, rateLimitHeaders(await admitAttempt(clientKey(req), account)))
  } catch (error) {
    if (!(error instanceof LoginThrottled)) throw error
    const retryAfter = String(error.retryAfterSeconds)
    answerWith(req, { 'retry-after': retryAfter, ...rateLimitHeaders(error.runs) })
    throw new APIError(error.message, 429, { retryAfterSeconds: error.retryAfterSeconds }, true)
  }
}

/** Headers for the answer, which carries the caller's own numbers: kept by no cache. */
function answerWith(req: PayloadRequest, headers: Record<string, string>): void {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('cache-control', 'private, no-store')
  for (const [name, value] of Object.entries(headers)) req.responseHeaders.set(name, value)
}

/**
 * Logins and password-reset requests over REST and GraphQL (the server's own Local API calls are
 * not a client's) wait their turn (auth/loginThrottle.ts). A login for an address no account has
 * costs the same password check as a wrong password, so its answer and its time are the same.
 */
export const throttlePasswordAttempts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if ((operation !== 'login' && operation !== 'forgotPassword') || req.payloadAPI === 'local')
    return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
  await admitPasswordAttempt(req, email)
  if (operation === 'login' && !(await accountExists(req, email)))
    await checkAgainstNoAccount(data.password)
  return args
}

async function accountExists(req: PayloadRequest, email: string): Promise<boolean> {
  if (!email) return false
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { email: { equals: email } },
  })
  return totalDocs > 0
}

/** A sign-in ends its client's run of attempts on the account. */
export const forgetAttemptsOnLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = (user as { email?: unknown }).email
  if (req.payloadAPI !== 'local' && typeof email === 'string')
    await forgetAttempts(clientKey(req), email)
}
