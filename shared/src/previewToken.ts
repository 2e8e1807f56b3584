/**
 * Preview tokens: what lets the site show one article's latest draft to the editor who asked for
 * it. The CMS mints one for a logged-in editor; the site checks it before it turns Next's draft
 * mode on, and the CMS checks it again on every draft it hands the site. A token is
 * `v1.<article id>.<user id>.<expiry, Unix seconds>.<HMAC-SHA256 of the rest, base64url>`, signed
 * with PREVIEW_SECRET, which only the two servers know. Web Crypto (Node's global `crypto` too)
 * checks the signature in constant time. Not from the package's index: servers only.
 */

/** How far ahead a token's expiry is rounded; a token lives between one and two of these. */
export const PREVIEW_TOKEN_STEP_SECONDS = 10 * 60

/** The header in which the site sends the token with its draft requests to the CMS. */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token'

/** The CMS's draft of an article, in the contract's shape, for a holder of a token. */
export const previewArticlePath = (id: string) => `/api/preview/articles/${encodeURIComponent(id)}`

/** The site's way into draft mode. */
export const PREVIEW_ENTRY_PATH = '/internal/preview'

const VERSION = 'v1'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/
/** Far longer than any token we mint: a longer string is refused before any work is done. */
const MAX_TOKEN_LENGTH = 200

export interface PreviewGrant {
  articleId: string
  userId: string
  /** Unix seconds. */
  expiresAt: number
}

export type PreviewTokenCheck =
  { ok: true; grant: PreviewGrant } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

const encoder = new TextEncoder()

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const algorithm = { name: 'HMAC', hash: 'SHA-256' }
  return crypto.subtle.importKey('raw', encoder.encode(secret), algorithm, false, [usage])
}

function toBase64Url(bytes: ArrayBuffer): string {
  const binary = String.fromCharCode(...new Uint8Array(bytes))
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

/**
 * A token for `userId` to preview `articleId`. Its expiry is rounded up to a step, so that the
 * live preview's URL stays the same from one save to the next within a step.
 */
export async function mintPreviewToken(
  secret: string,
  grant: Omit<PreviewGrant, 'expiresAt'>,
  nowMs: number = Date.now(),
): Promise<string> {
  if (!secret) throw new Error('PREVIEW_SECRET is not set')
  const step = PREVIEW_TOKEN_STEP_SECONDS
  const expiresAt = (Math.floor(nowMs / 1000 / step) + 2) * step
  const body = [VERSION, grant.articleId, grant.userId, expiresAt].join('.')
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    encoder.encode(body),
  )
  return `${body}.${toBase64Url(signature)}`
}

/** Checks a token's shape, signature (in constant time) and expiry; never rejects. */
export async function verifyPreviewToken(
  secret: string | undefined,
  token: unknown,
  nowMs: number = Date.now(),
): Promise<PreviewTokenCheck> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) {
    return { ok: false, reason: 'malformed' }
  }
  const parts = token.split('.')
  const [version, articleId = '', userId = '', expiry = '', given = ''] = parts
  if (
    parts.length !== 5 ||
    version !== VERSION ||
    !UUID.test(articleId) ||
    !UUID.test(userId) ||
    !/^[1-9][0-9]{0,11}$/.test(expiry) ||
    !SIGNATURE.test(given)
  ) {
    return { ok: false, reason: 'malformed' }
  }
  if (!secret) return { ok: false, reason: 'forged' }
  const signed = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    fromBase64Url(given),
    encoder.encode(parts.slice(0, 4).join('.')),
  )
  if (!signed) return { ok: false, reason: 'forged' }
  const expiresAt = Number(expiry)
  if (expiresAt * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, grant: { articleId, userId, expiresAt } }
}
