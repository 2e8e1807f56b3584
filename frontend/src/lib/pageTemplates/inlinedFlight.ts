import { createHash } from 'node:crypto'

import { parseFlightRows, serializeFlightRows, type FlightRow } from './flightRows'

/** A plain reference to a row (`$<hex>`) or a lazy one (`$L<hex>`). */
const REFERENCE = /^\$L?([0-9a-f]+)$/
const REFERENCES = /"\$L?([0-9a-f]+)"/g
/** A reference into a row's value (`$<hex>:props:children`): that row must stay a row. */
const PATH_REFERENCES = /"\$[L@]?([0-9a-f]+):/g

/** The rows a part of a payload refers to, plainly or lazily, each once. */
export const rowsReferredTo = (payload: string): string[] => [
  ...new Set([...payload.matchAll(REFERENCES)].map((match) => match[1]!)),
]

/** A row holding part of the page (not a module, a text, a hint or a stream's chunk). */
const isModel = (row: FlightRow): row is FlightRow & { kind: 'line' } =>
  row.kind === 'line' && row.id !== '' && !/^[A-Z]/.test(row.body)

const idsIn = (rows: readonly FlightRow[], pattern: RegExp) =>
  new Set(
    rows.flatMap((row) => (isModel(row) ? [...row.body.matchAll(pattern)] : [])).map((m) => m[1]!),
  )

/**
 * The RSC payload with every model row another one refers to written in that place instead:
 * React puts part of a page in a row of its own when its render took a while or its row grew
 * long, which depends on the server's load. Module, text, hint and stream rows stay rows, and so
 * does any row referred into. A template cut from an inlined payload does not depend on the load
 * of the server that rendered its specimen; the browser reads it as it reads the rows.
 */
export function inlineOutlinedRows(flight: string): string {
  const rows = parseFlightRows(flight)
  const pinned = idsIn(rows, PATH_REFERENCES)
  const models = new Map<string, unknown>()
  for (const row of rows) {
    if (isModel(row) && !pinned.has(row.id)) models.set(row.id, JSON.parse(row.body) as unknown)
  }
  const referenced = idsIn(rows, REFERENCES)
  const inlined = new Set<string>()
  const open = new Set<string>()
  const inline = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const id = REFERENCE.exec(value)?.[1]
      // A row inside itself stays a reference (React writes cycles so).
      if (id === undefined || !models.has(id) || open.has(id)) return value
      inlined.add(id)
      open.add(id)
      const written = inline(models.get(id))
      open.delete(id)
      return written
    }
    if (Array.isArray(value)) return value.map(inline)
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inline(item)]))
    }
    return value
  }
  const isRoot = (row: FlightRow) => isModel(row) && !referenced.has(row.id)
  const written = rows.map((row): FlightRow =>
    isRoot(row) && models.has(row.id)
      ? { ...row, body: JSON.stringify(inline(models.get(row.id))) }
      : row,
  )
  return serializeFlightRows(
    canonicalIds(written.filter((row) => isRoot(row) || !inlined.has(row.id))),
  )
}

const isModule = (row: FlightRow) =>
  row.kind === 'line' && row.id !== '' && row.body.startsWith('I[')

/**
 * The rows that name code: modules (`I[…]`), and the strings they refer to. React writes each
 * string of a module of 16 characters or more as a row of its own, numbered as the render went:
 * a script's path (`"/_next/…"`), and a long export name (`"SkeletonWhileOpening"`).
 */
function codeRows(rows: readonly FlightRow[]): Set<FlightRow> {
  const modules = rows.filter(isModule)
  const named = new Set(modules.flatMap((row) => rowsReferredTo(row.body)))
  return new Set(rows.filter((row) => isModule(row) || (row.kind === 'line' && named.has(row.id))))
}

const REFERENCE_IN_JSON = /"\$(L?)([0-9a-f]+)"/g

/**
 * A row number from what the row holds. React's client reads a row's number into 32 bits: these
 * are above any number React gives (2^30 and up) and below 2^31.
 */
function freeId(body: string, taken: ReadonlyMap<string, string>): string {
  const used = new Set(taken.values())
  let id = 0x4000_0000 + (createHash('sha256').update(body).digest().readUInt32BE(0) & 0x3fff_ffff)
  while (used.has(id.toString(16))) id = id === 0x7fff_ffff ? 0x4000_0000 : id + 1
  return id.toString(16)
}

/**
 * The rows that name code renumbered from what they name, in place of the order they came in
 * (which depends on the server's load too): a part of one page then refers to a component by the
 * same number in every page.
 */
function canonicalIds(rows: readonly FlightRow[]): FlightRow[] {
  const ids = new Map<string, string>()
  const renumbered = (body: string) =>
    body.replace(REFERENCE_IN_JSON, (whole, lazy: string, id: string) =>
      ids.has(id) ? `"$${lazy}${ids.get(id)}"` : whole,
    )
  const code = codeRows(rows)
  // Strings first: modules name them.
  const ordered = [...rows].sort(
    (a, b) => Number(b.body.startsWith('"')) - Number(a.body.startsWith('"')),
  )
  const repeated = new Set<FlightRow>()
  const named = new Map<string, string>()
  for (const row of ordered) {
    if (!code.has(row)) continue
    const body = renumbered(row.body)
    const known = named.get(body)
    if (known) repeated.add(row)
    ids.set(row.id, known ?? freeId(body, ids))
    named.set(body, ids.get(row.id)!)
  }
  return rows
    .filter((row) => !repeated.has(row))
    .map((row) =>
      row.kind === 'line' && row.id !== ''
        ? { ...row, id: ids.get(row.id) ?? row.id, body: renumbered(row.body) }
        : row,
    )
}
