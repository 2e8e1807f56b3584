import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

import { SEARCH_CURSOR_MAX_LENGTH } from '@blockwise/shared'

import { env } from '@/env'

import type { SearchPosition } from './searchHits'

const positionSchema = z.tuple([z.number().finite(), z.iso.datetime(), z.uuid()])

/** Which search a cursor continues: it is refused for any other. */
const scopeOf = (text: string, type: string | undefined) => JSON.stringify([text, type ?? null])

function signature(scope: string, body: string): Buffer {
  return createHmac('sha256', env.payloadSecret)
    .update(`search-cursor\n${scope}\n${body}`)
    .digest()
    .subarray(0, 16)
}

/**
 * An opaque cursor: where the page ended, signed with the server's secret for this one search, so
 * a forged, altered or other search's cursor is told apart from a real one.
 */
export function encodeSearchCursor(
  position: SearchPosition,
  text: string,
  type: string | undefined,
): string {
  const body = Buffer.from(
    JSON.stringify([position.score, position.publishedAt, position.id]),
  ).toString('base64url')
  return `${body}.${signature(scopeOf(text, type), body).toString('base64url')}`
}

/** The position a cursor of this search names, or null for anything else. */
export function decodeSearchCursor(
  cursor: string,
  text: string,
  type: string | undefined,
): SearchPosition | null {
  if (cursor.length > SEARCH_CURSOR_MAX_LENGTH) return null
  const [body, signed, ...rest] = cursor.split('.')
  if (!body || !signed || rest.length > 0) return null
  const expected = signature(scopeOf(text, type), body)
  const given = Buffer.from(signed, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString()))
    if (!parsed.success) return null
    const [score, publishedAt, id] = parsed.data
    return { score, publishedAt, id }
  } catch {
    return null
  }
}
