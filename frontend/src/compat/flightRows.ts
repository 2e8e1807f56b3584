/**
 * Compat: React's Flight wire format (the RSC payload) as react-server-dom-turbopack writes it.
 *
 * Why: page templates (lib/pageTemplates) cut a rendered page's RSC payload at its values and
 * write it back filled, so they read its rows, the references between them, and the module rows
 * that name client components, and write rows React's client reads as its own.
 *
 * Supported API looked for: React documents renderToReadableStream/createFromReadableStream only
 * as opaque streams; neither React nor Next documents the rows, nor offers a parser or writer of
 * them (react.dev "Server Components", Next's docs on the RSC payload: "an internal format").
 *
 * If it moves: a template cut from a payload React writes differently fails its check against the
 * second specimen (cardedTemplates.ts) and Next renders every templated page itself, slower; a
 * change the check cannot see would send pages React's client cannot read. flightRows.canary.test.ts
 * renders with the installed renderer and fails first.
 */

/**
 * A row is `<hex id>:<body>\n`, except a text or binary row, `<hex id>:<tag><hex byte length>,`
 * then its bytes with no newline, whose length counts UTF-8 bytes. Hints have an empty id
 * (`:HL[…]`). Bodies stay as sent.
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
    if (colon < 0)
      throw new Error(`A Flight row without an id at byte ${at} (compat/flightRows.ts)`)
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

/** The header of a sized row whose body is `bytes` UTF-8 bytes long. */
export const sizedRowHeader = (id: string, tag: string, bytes: number) =>
  `${id}:${tag}${bytes.toString(16)},`

export function serializeFlightRows(rows: readonly FlightRow[]): string {
  return rows
    .map((row) =>
      row.kind === 'line'
        ? `${row.id}:${row.body}\n`
        : sizedRowHeader(row.id, row.tag, Buffer.byteLength(row.body)) + row.body,
    )
    .join('')
}

/** A row's tag, before its JSON: `I` a module, `E` an error, `HL` a hint…; '' for a model row. */
export const rowTag = (body: string) => /^[A-Z]+/.exec(body)?.[0] ?? ''

/** A row holding part of the page (not a module, a text, a hint or a stream's chunk). */
export const isModelRow = (row: FlightRow): row is FlightRow & { kind: 'line' } =>
  row.kind === 'line' && row.id !== '' && rowTag(row.body) === ''

/**
 * A client component's module: `I[<module id>,[<chunk>…],<export name>]`. React writes each of
 * its strings of 16 characters or more (serializeImportString) as a string row of its own, which
 * it refers to (`"$<hex>"`), numbered as the render went: a chunk's path, a long export name.
 */
export const isModuleRow = (row: FlightRow) =>
  row.kind === 'line' && row.id !== '' && row.body.startsWith('I[')

/**
 * How a JSON row refers to another row, in a string: `$<hex>` (its value), `$L<hex>` (lazy: an
 * element's type naming a client component's module row, or an outlined part of the page),
 * `$@<hex>` (a promise); `$<hex>:<key>:…` reads into the row's value. `$$` escapes a `$`.
 */
export type ReferenceKind = '' | 'L' | '@'

export interface Reference {
  kind: ReferenceKind
  id: string
}

const REFERENCE = /^\$([L@]?)([0-9a-f]+)$/

/** The row a JSON string value refers to as a whole, if it does. */
export function referenceIn(value: string): Reference | null {
  const match = REFERENCE.exec(value)
  return match ? { kind: match[1] as ReferenceKind, id: match[2]! } : null
}

/** The ids of the rows `json` (a row's body or part of it) refers to as a whole, by `kinds`. */
export const idsReferredTo = (json: string, kinds: readonly ReferenceKind[]): Set<string> =>
  new Set(
    [...json.matchAll(/"\$([L@]?)([0-9a-f]+)"/g)]
      .filter((match) => kinds.includes(match[1] as ReferenceKind))
      .map((match) => match[2]!),
  )

/** The ids of the rows `json` reads into (`"$<hex>:…"`): those must stay rows. */
export const idsReadInto = (json: string): Set<string> =>
  new Set([...json.matchAll(/"\$[L@]?([0-9a-f]+):/g)].map((match) => match[1]!))

/** `json` with its whole references to the rows in `ids` renumbered to their values. */
export const renumberReferences = (json: string, ids: ReadonlyMap<string, string>): string =>
  json.replace(/"\$([L@]?)([0-9a-f]+)"/g, (whole, kind: string, id: string) =>
    ids.has(id) ? `"$${kind}${ids.get(id)}"` : whole,
  )

/** A string as a JSON row holds it: React doubles a leading `$` so as not to read a reference. */
export const escapeFlightString = (value: string) => (value.startsWith('$') ? `$${value}` : value)

/** A JSON row's string as the page meant it (escapeFlightString undone), when not a reference. */
export const unescapeFlightString = (value: string) =>
  value.startsWith('$$') ? value.slice(1) : value

/** A JSON row's element type as written: a host element's tag or a client component (`$L<row>`). */
const ELEMENT_TYPE = /^\["\$","(?:[a-z][a-z0-9-]*|\$L[0-9a-f]+)"$/

/**
 * Where the element keyed `key` starts in a JSON row, -1 when none is: `["$",<type>,<key>,`, its
 * props and owner after. A server component's key is its element's.
 */
export function keyedElementStart(json: string, key: string): number {
  const keyed = `,${JSON.stringify(key)},`
  for (let at = json.indexOf(keyed); at >= 0; at = json.indexOf(keyed, at + 1)) {
    const start = json.lastIndexOf('["$",', at)
    if (start >= 0 && ELEMENT_TYPE.test(json.slice(start, at))) return start
  }
  return -1
}

/**
 * Row numbers a page's own rows may take without meeting React's: React's client reads a row's
 * hex number into a signed 32-bit integer, and React numbers rows from 0 up (2^30 is far above).
 */
export const FREE_ROW_IDS = { first: 0x4000_0000, last: 0x7fff_ffff } as const
