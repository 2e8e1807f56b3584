import { CHANGES_CURSOR_MAX_LENGTH } from '@blockwise/shared'

/**
 * A place in the changes feed: after every change of the transactions before `xid`, and after
 * those of transaction `xid` up to `seq` (docs/decisions/0034). Not signed: it names a place in a
 * public history, and a mirror must be able to keep it across a change of the server's secret.
 */
export interface FeedPosition {
  xid: bigint
  seq: bigint
}

/** Where the feed starts: before every change ever written. */
export const FEED_START: FeedPosition = { xid: 0n, seq: 0n }

const XID8_MAX = 2n ** 64n - 1n
const BIGINT_MAX = 2n ** 63n - 1n
const BODY = /^v1\.(0|[1-9]\d{0,19})\.(0|[1-9]\d{0,18})$/
const BASE64URL = /^[A-Za-z0-9_-]+$/

export function encodeChangeCursor(position: FeedPosition): string {
  return Buffer.from(`v1.${position.xid}.${position.seq}`).toString('base64url')
}

/** The position a cursor names; null for anything the feed never handed out in that spelling. */
export function decodeChangeCursor(cursor: string): FeedPosition | null {
  if (cursor.length > CHANGES_CURSOR_MAX_LENGTH || !BASE64URL.test(cursor)) return null
  const match = BODY.exec(Buffer.from(cursor, 'base64url').toString('latin1'))
  if (!match?.[1] || !match[2]) return null
  const position = { xid: BigInt(match[1]), seq: BigInt(match[2]) }
  if (position.xid > XID8_MAX || position.seq > BIGINT_MAX) return null
  // One spelling per position: base64url lets a few strings decode alike.
  return encodeChangeCursor(position) === cursor ? position : null
}

/** Negative, zero or positive as `a` comes before, at or after `b` in the feed. */
export function comparePositions(a: FeedPosition, b: FeedPosition): number {
  if (a.xid !== b.xid) return a.xid < b.xid ? -1 : 1
  if (a.seq !== b.seq) return a.seq < b.seq ? -1 : 1
  return 0
}

export const laterOf = (a: FeedPosition, b: FeedPosition): FeedPosition =>
  comparePositions(a, b) >= 0 ? a : b
