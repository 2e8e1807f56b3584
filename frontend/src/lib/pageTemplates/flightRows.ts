/**
 * React's Flight stream (the RSC payload) as rows. A row is `<hex id>:<body>\n`, except a text or
 * binary row, `<hex id>:<tag><hex byte length>,<bytes>` with no newline, whose length counts UTF-8
 * bytes. Hints have an empty id (`:HL[…]`). Only the framing is read here; bodies stay as sent.
 */
export type FlightRow =
  | { kind: 'line'; id: string; body: string }
  | { kind: 'sized'; id: string; tag: string; body: string }

/** Tags of rows framed by a byte length (React 19: text, binary, typed arrays). */
const SIZED_TAGS = new Set('TBAOoUSsLlGgMmV'.split(''))

export function parseFlightRows(payload: string): FlightRow[] {
  const bytes = Buffer.from(payload, 'utf8')
  const rows: FlightRow[] = []
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at)
    if (colon < 0) throw new Error(`A Flight row without an id at byte ${at}`)
    const id = bytes.toString('latin1', at, colon)
    const tag = String.fromCharCode(bytes[colon + 1] ?? 0)
    const comma = bytes.indexOf(0x2c, colon + 2)
    const length = SIZED_TAGS.has(tag) ? sizedLength(bytes, colon + 2, comma) : null
    if (length !== null) {
      const start = comma + 1
      rows.push({ kind: 'sized', id, tag, body: bytes.toString('utf8', start, start + length) })
      at = start + length
      continue
    }
    const newline = bytes.indexOf(0x0a, colon + 1)
    const end = newline < 0 ? bytes.length : newline
    rows.push({ kind: 'line', id, body: bytes.toString('utf8', colon + 1, end) })
    at = end + 1
  }
  return rows
}

/** The byte length of a sized row when `from`..`comma` is a hex number, else null. */
function sizedLength(bytes: Buffer, from: number, comma: number): number | null {
  if (comma <= from) return null
  const hex = bytes.toString('latin1', from, comma)
  return /^[0-9a-f]+$/.test(hex) ? parseInt(hex, 16) : null
}

export function serializeFlightRows(rows: readonly FlightRow[]): string {
  return rows
    .map((row) =>
      row.kind === 'line'
        ? `${row.id}:${row.body}\n`
        : `${row.id}:${row.tag}${Buffer.byteLength(row.body).toString(16)},${row.body}`,
    )
    .join('')
}
