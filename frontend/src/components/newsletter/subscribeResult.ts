import { z } from 'zod'

import { SUBSCRIBE_PAGE } from './endpoints'

/**
 * How the no-script subscribe endpoint tells the page it redirects to what happened, with the
 * reader's entries to refill the form: a short-lived cookie for that page only, never the URL
 * (which ends up in logs and history).
 */
export const SUBSCRIBE_RESULT_COOKIE = 'newsletter-subscribe-result'
const LIFETIME_SECONDS = 60

const subscribeResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string(), name: z.string(), email: z.string() }),
])

export type SubscribeResult = z.infer<typeof subscribeResultSchema>
export type SubscribeFailure = Extract<SubscribeResult, { ok: false }>

export function subscribeResultCookie(result: SubscribeResult, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(result))
  const attributes = `Path=${SUBSCRIBE_PAGE}; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Strict`
  return `${SUBSCRIBE_RESULT_COOKIE}=${value}; ${attributes}${secure ? '; Secure' : ''}`
}

/** The result the cookie holds (Next has already percent-decoded it), or null when it holds none. */
export function subscribeResultFrom(cookie: string | undefined): SubscribeResult | null {
  if (!cookie) return null
  try {
    const parsed = subscribeResultSchema.safeParse(JSON.parse(cookie))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
