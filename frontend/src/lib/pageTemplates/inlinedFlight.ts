import { createHash } from 'node:crypto'

import {
  FREE_ROW_IDS,
  idsReadInto,
  idsReferredTo,
  isModelRow,
  isModuleRow,
  parseFlightRows,
  referenceIn,
  renumberReferences,
  serializeFlightRows,
  type FlightRow,
  type ReferenceKind,
} from '../../compat/flightRows'

/** A reference that a row can be written in place of (a promise's row stays a row). */
const INLINABLE: readonly ReferenceKind[] = ['', 'L']

/** The rows a part of a payload refers to, plainly or lazily, each once. */
export const rowsReferredTo = (payload: string): string[] => [...idsReferredTo(payload, INLINABLE)]

const idsIn = (rows: readonly FlightRow[], ids: (json: string) => Set<string>) =>
  new Set(rows.flatMap((row) => (isModelRow(row) ? [...ids(row.body)] : [])))

/**
 * The RSC payload with every model row another one refers to written in that place instead:
 * React puts part of a page in a row of its own when its render took a while or its row grew
 * long, which depends on the server's load. Module, text, hint and stream rows stay rows, and so
 * does any row referred into. A template cut from an inlined payload does not depend on the load
 * of the server that rendered its specimen; the browser reads it as it reads the rows.
 */
export function inlineOutlinedRows(flight: string): string {
  const rows = parseFlightRows(flight)
  const pinned = idsIn(rows, idsReadInto)
  const models = new Map<string, unknown>()
  for (const row of rows) {
    if (isModelRow(row) && !pinned.has(row.id)) models.set(row.id, JSON.parse(row.body) as unknown)
  }
  const referenced = idsIn(rows, (json) => idsReferredTo(json, INLINABLE))
  const inlined = new Set<string>()
  const open = new Set<string>()
  const inline = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const reference = referenceIn(value)
      const id = reference && INLINABLE.includes(reference.kind) ? reference.id : undefined
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
  const isRoot = (row: FlightRow) => isModelRow(row) && !referenced.has(row.id)
  const written = rows.map((row): FlightRow =>
    isRoot(row) && models.has(row.id)
      ? { ...row, body: JSON.stringify(inline(models.get(row.id))) }
      : row,
  )
  return serializeFlightRows(
    canonicalIds(written.filter((row) => isRoot(row) || !inlined.has(row.id))),
  )
}

/**
 * The rows that name code: modules, and the string rows they refer to (isModuleRow): a script's
 * path (`"/_next/…"`), and a long export name (`"SkeletonWhileOpening"`).
 */
function codeRows(rows: readonly FlightRow[]): Set<FlightRow> {
  const modules = rows.filter(isModuleRow)
  const named = new Set(modules.flatMap((row) => [...idsReferredTo(row.body, [''])]))
  return new Set(
    rows.filter((row) => isModuleRow(row) || (row.kind === 'line' && named.has(row.id))),
  )
}

/** A row number from what the row holds, among those React leaves free (FREE_ROW_IDS). */
function freeId(body: string, taken: ReadonlyMap<string, string>): string {
  const { first, last } = FREE_ROW_IDS
  const used = new Set(taken.values())
  let id = first + (createHash('sha256').update(body).digest().readUInt32BE(0) % (last - first + 1))
  while (used.has(id.toString(16))) id = id === last ? first : id + 1
  return id.toString(16)
}

/**
 * The rows that name code renumbered from what they name, in place of the order they came in
 * (which depends on the server's load too): a part of one page then refers to a component by the
 * same number in every page.
 */
function canonicalIds(rows: readonly FlightRow[]): FlightRow[] {
  const ids = new Map<string, string>()
  const renumbered = (body: string) => renumberReferences(body, ids)
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
