import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'

export type LinkPurpose = 'confirm' | 'unsubscribe'

/** How long a confirmation link works; unsubscribe links in old mails keep working. */
export const CONFIRMATION_LINK_HOURS = 48

interface LinkClaims {
  /** What the link may do. */
  p: LinkPurpose
  /** The subscription it acts on. */
  s: string
  /** Expiry, epoch seconds. */
  e?: number
}

const key = createHmac('sha256', env.payloadSecret).update('blockwise newsletter links').digest()

const signature = (body: string) => createHmac('sha256', key).update(body).digest()

/** A tamper-proof token for a link in a newsletter mail. */
export function signLink(purpose: LinkPurpose, subscriptionId: string, ttlHours?: number): string {
  const claims: LinkClaims = { p: purpose, s: subscriptionId }
  if (ttlHours) claims.e = Math.floor(Date.now() / 1000) + ttlHours * 3600
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${signature(body).toString('base64url')}`
}

/** The subscription a valid, unexpired token of that purpose names; null for anything else. */
export function verifyLink(token: string, purpose: LinkPurpose): string | null {
  const [body, mac, ...rest] = token.split('.')
  if (!body || !mac || rest.length) return null
  const expected = signature(body)
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let claims: Partial<LinkClaims>
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Partial<LinkClaims>
  } catch {
    return null
  }
  if (claims.p !== purpose || typeof claims.s !== 'string') return null
  if (claims.e !== undefined && claims.e * 1000 < Date.now()) return null
  return claims.s
}
