import { parseFlightRows, serializeFlightRows, type FlightRow } from './flightRows'
import { flightScript, FLIGHT_MARK, type SplitPage } from './inlineFlight'

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

/** A page cut at its holes: its HTML (the RSC payload apart) and its payload's rows. */
export interface PageTemplate {
  html: Parts
  rows: TemplateRow[]
  bootstrap: string[]
}

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
  return {
    html: cutHtml(page.html, [...holes, { name: PAYLOAD, specimen: FLIGHT_MARK, raw: true }]),
    rows: parseFlightRows(page.flight).map((row) => cutRow(row, holes)),
    bootstrap: page.bootstrap,
  }
}

/** The template of a fragment of a specimen page. */
export const compileFragment = (fragment: Fragment, holes: readonly Hole[]): FragmentTemplate => ({
  html: cutHtml(fragment.html, holes),
  flight: cutJson(fragment.flight, holes),
})

/** The hole where the payload's script goes, cut like any other so that no value can move it. */
const PAYLOAD = '\u0000payload'

/** How React writes a string in a Flight JSON row: `$` starts a reference, so it doubles it. */
function inJson(value: string, startsString: boolean): string {
  const body = jsonStringBody(value)
  return startsString && value.startsWith('$') ? `$${body}` : body
}

type Values = Readonly<Record<string, HoleValue>>

function fillParts(parts: Parts, values: Values): string {
  let text = ''
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part
      continue
    }
    const value = values[part.hole]
    if (value === undefined) throw new Error(`No value for the hole ${part.hole}`)
    if (typeof value !== 'string') {
      if (part.in === 'text') throw new Error(`The fragment ${part.hole} is in a text row`)
      text += part.in === 'html' ? value.html : value.flight
    } else if (part.in === 'html') text += part.raw ? value : escapeHtml(value)
    else if (part.in === 'json') text += inJson(value, part.startsString)
    else text += value
  }
  return text
}

/** The page `template` makes with `values` (by hole name) in its holes. */
export function fillTemplate(template: PageTemplate, values: Values): string {
  const rows: FlightRow[] = template.rows.map(({ id, tag, parts }) =>
    tag === null
      ? { kind: 'line', id, body: fillParts(parts, values) }
      : { kind: 'sized', id, tag, body: fillParts(parts, values) },
  )
  const script = template.bootstrap.join('') + flightScript(serializeFlightRows(rows))
  return fillParts(template.html, { ...values, [PAYLOAD]: script })
}

/** The fragment `template` makes with `values` in its holes. */
export const fillFragment = (template: FragmentTemplate, values: Values): Fragment => ({
  html: fillParts(template.html, values),
  flight: fillParts(template.flight, values),
})
