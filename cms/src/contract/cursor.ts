import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'
import { isDocumentId } from '@/lib/documentId'

/** What the contract promises of a cursor's length; anything longer is refused unread. */
const CURSOR_MAX_LENGTH = 512

/**
 * Where a page of a keyset-ordered list ends: the last row's sort values, the list's own sort
 * property first (publishedAt or updatedAt), then createdAt and id.
 */
export interface ArticleKey {
  sortValue: string | null
  createdAt: string
  id: string
}

const key = createHmac('sha256', env.payloadSecret).update('blockwise list cursors').digest()
const BASE64URL = /^[A-Za-z0-9_-]+$/
// Exactly what PostgreSQL's timestamps become in JSON: milliseconds, UTC.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
/** A cursor's signature names the query it continues: one from another query is refused. */
const signature = (body: string, scope: string) =>
  createHmac('sha256', key).update(`${scope}\n${body}`).digest().subarray(0, 16)

const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))

/** An opaque, signed cursor continuing the list `scope` names after `last`. */
export function encodeCursor(last: ArticleKey, scope: string): string {
  const body = Buffer.from(JSON.stringify([last.sortValue, last.createdAt, last.id])).toString(
    'base64url',
  )
  return `${body}.${signature(body, scope).toString('base64url')}`
}

/** The key a cursor of the list `scope` names; null for anything else, whatever the string. */
export function decodeCursor(cursor: string, scope: string): ArticleKey | null {
  if (cursor.length > CURSOR_MAX_LENGTH) return null
  const [body, mac, ...rest] = cursor.split('.')
  if (!body || !mac || rest.length || !BASE64URL.test(body) || !BASE64URL.test(mac)) return null
  const expected = signature(body, scope)
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let values: unknown
  try {
    values = JSON.parse(Buffer.from(body, 'base64url').toString())
  } catch {
    return null
  }
  if (!Array.isArray(values) || values.length !== 3) return null
  const [sortValue, createdAt, id] = values as unknown[]
  if (sortValue !== null && !isTimestamp(sortValue)) return null
  if (!isTimestamp(createdAt) || typeof id !== 'string' || !isDocumentId(id)) return null
  return { sortValue, createdAt, id }
}
