import { createHash } from 'node:crypto'
import { Temporal } from '@js-temporal/polyfill'
import type { KvKey, KvStore } from '@fedify/fedify'

/** As long as Fedify accepts a signature's date (its default window): older ones fail anyway. */
const REMEMBERED = Temporal.Duration.from({ hours: 1 })

/** The signature headers of a request (draft-cavage's, RFC 9421's), or null when unsigned. */
function signatureOf(headers: Headers): string | null {
  const parts = ['signature', 'signature-input'].map((name) => headers.get(name) ?? '')
  return parts.some(Boolean) ? parts.join('\n') : null
}

/**
 * Whether this signed request was received before: a signature covers its date, so a sender's
 * retry signs again and differs; the very same signature twice is a copy someone replays. The
 * first sight claims the signature atomically (two copies at once: one claim wins).
 */
export async function isReplayed(kv: KvStore, request: Request): Promise<boolean> {
  const signature = signatureOf(request.headers)
  if (!signature || !kv.cas) return false
  const digest = createHash('sha256').update(signature).digest('hex')
  const key: KvKey = ['blockwise', 'received-signature', digest]
  return !(await kv.cas(key, undefined, true, { ttl: REMEMBERED }))
}
