import {
  escapeFlightString,
  parseFlightRows,
  sizedRowHeader,
  type FlightRow,
} from '../../compat/flightRows'
import {
  FLIGHT_MARK,
  FLIGHT_SCRIPT_END,
  FLIGHT_SCRIPT_START,
  inFlightScript,
  type SplitPage,
} from '../../compat/flightScripts'

/**
 * A value of a page that a template leaves open. `specimen` is what the specimen page was rendered
 * with, unique in that page; `raw` says the page writes it as HTML (a body, JSON-LD) rather than
 * as text React escapes. A hole may also stand for a fragment: a part of the page already written
 * (its HTML and its RSC payload), put in as it is.
 */
export interface Hole {
  name: string
  specimen: string
  raw?: boolean
}

/** Where a hole sits in the RSC payload: in a JSON row (a string or a number) or a text row. */
type Slot =
  | { hole: string; in: 'html'; raw: boolean }
  | { hole: string; in: 'json'; startsString: boolean }
  | { hole: string; in: 'text' }

type Parts = (string | Slot)[]

interface TemplateRow {
  id: string
  tag: string | null
  parts: Parts
}

/** What fills a hole: a value, or a fragment of the page already written. */
export type HoleValue = string | Fragment

/** Part of a page as written: its HTML, and its RSC payload (a JSON value in a row). */
export interface Fragment {
  html: string
  flight: string
}

/** A fragment cut at its holes. */
export interface FragmentTemplate {
  html: Parts
  flight: Parts
}

/**
 * A page cut at its holes, as the bytes it is sent as: the parts between holes already encoded
 * (those in the RSC payload escaped for its script), so that a fill encodes only its values.
 */
export interface PageTemplate {
  segments: Segment[]
}

/** The header of a sized payload row, whose length a fill sets. */
interface SizedRowHeader {
  id: string
  tag: string
  /** The UTF-8 bytes of the row's body between its holes. */
  bytes: number
  holes: string[]
}

/** Inside the payload's script, a slot's value is escaped once more (inFlightScript). */
type Segment = Buffer | Slot | (Slot & { inScript: true }) | SizedRowHeader

/** React's escaping of text and attribute values in HTML. */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)

const jsonStringBody = (text: string) => JSON.stringify(text).slice(1, -1)

/** Splits every text part of `parts` wherever `find` occurs, putting `slot(at, text)` there. */
function cut(parts: Parts, find: string, slot: (before: string) => Slot): Parts {
  if (find === '') return parts
  return parts.flatMap((part) => {
    if (typeof part !== 'string') return [part]
    const pieces = part.split(find)
    return pieces.flatMap((piece, index) =>
      index === 0 ? [piece] : [slot(pieces.slice(0, index).join(find)), piece],
    )
  })
}

/** Whether `before` ends inside a JSON string just opened (an unescaped quote). */
const opensString = (before: string) => /(^|[^\\])(\\\\)*"$/.test(before)

/** Longest first, so that a value holding another (JSON-LD holds the title) is cut whole. */
const longestFirst = (holes: readonly Hole[]) =>
  [...holes].sort((a, b) => b.specimen.length - a.specimen.length)

function cutHtml(html: string, holes: readonly Hole[]): Parts {
  return longestFirst(holes).reduce<Parts>(
    (parts, hole) =>
      cut(parts, hole.raw ? hole.specimen : escapeHtml(hole.specimen), () => ({
        hole: hole.name,
        in: 'html',
        raw: hole.raw ?? false,
      })),
    [html],
  )
}

const cutJson = (json: string, holes: readonly Hole[]): Parts =>
  longestFirst(holes).reduce<Parts>(
    (parts, hole) =>
      cut(parts, jsonStringBody(hole.specimen), (before) => ({
        hole: hole.name,
        in: 'json',
        startsString: opensString(before),
      })),
    [json],
  )

function cutRow(row: FlightRow, holes: readonly Hole[]): TemplateRow {
  if (row.kind === 'line') return { id: row.id, tag: null, parts: cutJson(row.body, holes) }
  const parts = longestFirst(holes).reduce<Parts>(
    (parts, hole) => cut(parts, hole.specimen, () => ({ hole: hole.name, in: 'text' })),
    [row.body],
  )
  return { id: row.id, tag: row.tag, parts }
}

/**
 * The template of a page (as the site sends it, its RSC payload apart: splitInlineFlight),
 * rendered from the holes' specimen values.
 */
export function compileTemplate(page: SplitPage, holes: readonly Hole[]): PageTemplate {
  const html = cutHtml(page.html, [...holes, { name: PAYLOAD, specimen: FLIGHT_MARK, raw: true }])
  const rows = parseFlightRows(page.flight).map((row) => cutRow(row, holes))
  const payload = [
    ...page.bootstrap,
    FLIGHT_SCRIPT_START,
    ...rows.flatMap(inScriptRow),
    FLIGHT_SCRIPT_END,
  ]
  const text = html.flatMap((part) =>
    typeof part !== 'string' && part.hole === PAYLOAD ? payload : [part],
  )
  return { segments: encoded(text) }
}

/** The template of a fragment of a specimen page. */
export const compileFragment = (fragment: Fragment, holes: readonly Hole[]): FragmentTemplate => ({
  html: cutHtml(fragment.html, holes),
  flight: cutJson(fragment.flight, holes),
})

/** The hole where the payload's script goes, cut like any other so that no value can move it. */
const PAYLOAD = '\u0000payload'

/** A payload row as its script holds it: text escaped now, its holes' values when filled. */
function inScriptRow({ id, tag, parts }: TemplateRow): (string | Segment)[] {
  const body = parts.map((part) =>
    typeof part === 'string' ? inFlightScript(part) : { ...part, inScript: true as const },
  )
  if (tag === null) return [inFlightScript(`${id}:`), ...body, inFlightScript('\n')]
  const texts = parts.filter((part) => typeof part === 'string')
  const holes = parts.flatMap((part) => (typeof part === 'string' ? [] : [part.hole]))
  const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0)
  return [{ id, tag, bytes, holes }, ...body]
}

/** Texts joined with their neighbours and encoded. */
function encoded(parts: readonly (string | Segment)[]): Segment[] {
  const segments: Segment[] = []
  let text = ''
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part
      continue
    }
    if (text) segments.push(Buffer.from(text))
    segments.push(part)
    text = ''
  }
  if (text) segments.push(Buffer.from(text))
  return segments
}

/** A value in a Flight JSON row: escaped as React escapes a string when it starts one. */
const inJson = (value: string, startsString: boolean) =>
  jsonStringBody(startsString ? escapeFlightString(value) : value)

type Values = Readonly<Record<string, HoleValue>>

function valueOf(values: Values, hole: string): HoleValue {
  const value = values[hole]
  if (value === undefined) throw new Error(`No value for the hole ${hole}`)
  return value
}

/** What `slot` holds with `value`, as its place in the page writes it. */
function slotText(slot: Slot, value: HoleValue): string {
  if (typeof value !== 'string') {
    if (slot.in === 'text') throw new Error(`The fragment ${slot.hole} is in a text row`)
    return slot.in === 'html' ? value.html : value.flight
  }
  if (slot.in === 'html') return slot.raw ? value : escapeHtml(value)
  return slot.in === 'json' ? inJson(value, slot.startsString) : value
}

function fillParts(parts: Parts, values: Values): string {
  return parts
    .map((part) => (typeof part === 'string' ? part : slotText(part, valueOf(values, part.hole))))
    .join('')
}

function segmentBytes(segment: Segment, values: Values): Buffer {
  if (Buffer.isBuffer(segment)) return segment
  if ('bytes' in segment) {
    const bytes = segment.holes.reduce(
      (sum, hole) => sum + Buffer.byteLength(slotText({ hole, in: 'text' }, valueOf(values, hole))),
      segment.bytes,
    )
    return Buffer.from(sizedRowHeader(segment.id, segment.tag, bytes))
  }
  const text = slotText(segment, valueOf(values, segment.hole))
  return Buffer.from('inScript' in segment ? inFlightScript(text) : text)
}

/** The page `template` makes with `values` (by hole name) in its holes, as it is sent. */
export const fillTemplate = (template: PageTemplate, values: Values): Buffer =>
  Buffer.concat(template.segments.map((segment) => segmentBytes(segment, values)))

/** The fragment `template` makes with `values` in its holes. */
export const fillFragment = (template: FragmentTemplate, values: Values): Fragment => ({
  html: fillParts(template.html, values),
  flight: fillParts(template.flight, values),
})
