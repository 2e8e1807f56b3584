import { sql } from '@payloadcms/db-postgres'

import { cmsPayload } from '@/lib/cmsPayload'

import { KEY_PREFIX, keyIndex } from './integrationKeys'

/**
 * The API version a call's live integration key is pinned to (its integration's `apiVersion`), or
 * null for a call without a key, or with one that is unknown or revoked (checkIntegrationKey
 * refuses those). Looked up only for calls that send no `Blockwise-Version`.
 */
export async function pinnedApiVersion(request: Request): Promise<string | null> {
  const authorization = request.headers.get('authorization')
  if (!authorization?.startsWith(KEY_PREFIX)) return null
  const payload = await cmsPayload()
  const index = keyIndex(payload, authorization.slice(KEY_PREFIX.length))
  const { rows } = await payload.db.drizzle.execute(
    sql`SELECT api_version FROM integrations WHERE api_key_index = ${index} AND revoked_at IS NULL`,
  )
  const [row] = rows as { api_version?: string | null }[]
  return row?.api_version ?? null
}
