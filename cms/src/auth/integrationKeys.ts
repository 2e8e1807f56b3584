import { createHmac } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { spend, spendOne, tooManyRequests } from '@/contract/rateLimit'
import { withRateLimits } from '@/contract/rateLimitHeaders'
import { keptPrivate } from '@/edge/readerAnswerHeaders'
import { cmsPayload } from '@/lib/cmsPayload'

import { unauthorized, type Envelope } from './challenge'

/** Payload's header for keys of the `integrations` collection. */
export const KEY_PREFIX = 'integrations API-Key '

/** The key as Payload indexes it (its `apiKeyIndex`), so it is looked up without being stored. */
export function keyIndex(payload: Payload, key: string): string {
  return createHmac('sha256', payload.secret).update(key).digest('hex')
}

/**
 * Whether the key is live (not revoked, not replaced). Once a minute per key the same statement
 * stamps its lastUsedAt, so a busy key costs one write a minute, not one a request.
 */
async function liveKey(payload: Payload, index: string): Promise<boolean> {
  const stamp = (await spend('integrationKeySeen', index)) === null
  const { rows } = await payload.db.drizzle.execute(
    stamp
      ? sql`UPDATE integrations SET last_used_at = now()
            WHERE api_key_index = ${index} AND revoked_at IS NULL RETURNING id`
      : sql`SELECT id FROM integrations WHERE api_key_index = ${index} AND revoked_at IS NULL`,
  )
  return rows.length > 0
}

/** What a call's integration key decided: its refusal, or what its answer must carry. */
type KeyCheck = { refused: Response } | { finish: (answer: Response) => Response }

const NO_KEY: KeyCheck = { finish: (answer) => answer }

/**
 * For a call made with an integration key, before anything else runs: 429 with Retry-After once
 * the key has spent its budget for the minute, 401 when the key is unknown, revoked or replaced
 * (rather than serving it as an anonymous reader). Otherwise `finish` gives the call's answer the
 * key's RateLimit fields, and keeps it out of shared caches, which would show them to others
 * (an editor's answers already are). Calls without a key pass unchanged.
 */
export async function checkIntegrationKey(request: Request, envelope: Envelope): Promise<KeyCheck> {
  const authorization = request.headers.get('authorization')
  if (!authorization?.startsWith(KEY_PREFIX)) return NO_KEY
  const payload = await cmsPayload()
  const index = keyIndex(payload, authorization.slice(KEY_PREFIX.length))
  const budget = await spendOne('integrationKey', index)
  const finish = (answer: Response) => withRateLimits(keptPrivate(answer), budget ? [budget] : [])
  if (budget?.retryAfter)
    return {
      refused: finish(
        envelope(429, tooManyRequests(budget.retryAfter), {
          'retry-after': String(budget.retryAfter),
        }),
      ),
    }
  if (await liveKey(payload, index)) return { finish }
  return {
    refused: finish(
      unauthorized('The integration key is not valid or was revoked', undefined, envelope),
    ),
  }
}
