import {
  idsReferredTo,
  parseFlightRows,
  referenceIn,
  rowTag,
  unescapeFlightString,
} from '../../compat/flightRows'
import { splitInlineFlight } from '../../compat/flightScripts'

/**
 * A page reduced to what a browser makes of it, so that two renders of one page compare equal
 * however the RSC stream was cut and ordered: its HTML without the payload scripts and React's
 * text separators, the payload as the rows no other row refers to, each with every reference to
 * another row resolved and in any order (a row's number and place depend on when its part
 * finished rendering), and its hints in any order. The links between a list's pages are taken
 * out of the HTML and kept in any order too (HOISTED_LINKS).
 */
export interface DecodedPage {
  html: string
  payload: string
  hints: string
}

/**
 * React's text separator: written after a text where a part of the page ended, so there or not
 * as the stream was cut (a Read More card rendered in a row of its own under load), and skipped
 * when React hydrates. Never a reader's text: that is escaped.
 */
const TEXT_SEPARATOR = '<!-- -->'

/**
 * The links a list's pagination writes in its body (`rel="prev"`, `rel="next"`), which React moves
 * into the head in the order it meets them among the page's metadata: before or after the title as
 * the page's parts and its metadata finished rendering. Their place in the head means nothing to a
 * browser.
 */
const HOISTED_LINKS = /<link rel="(?:prev|next)" href="[^"]*"\/>/g

/** Deeper than any page nests: a row that holds itself stops here. */
const MAX_DEPTH = 512

function parseRow(body: string): { tag: string; value: unknown } {
  const tag = rowTag(body)
  const rest = body.slice(tag.length)
  try {
    return { tag, value: JSON.parse(rest) as unknown }
  } catch {
    return { tag, value: rest }
  }
}

export function decodedPage(page: string): DecodedPage {
  const { html, flight, bootstrap } = splitInlineFlight(page)
  const rows = new Map<string, { tag: string; value: unknown }>()
  const texts = new Map<string, string>()
  const hints: string[] = []
  for (const row of parseFlightRows(flight)) {
    if (row.kind === 'sized') texts.set(row.id, row.body)
    else if (row.id === '') hints.push(row.body)
    else rows.set(row.id, parseRow(row.body))
  }
  const resolve = (value: unknown, depth: number): unknown => {
    if (depth > MAX_DEPTH) throw new Error('An RSC payload nests deeper than any page')
    if (typeof value === 'string') {
      const id = referenceIn(value)?.id
      if (id === undefined) return unescapeFlightString(value)
      if (texts.has(id)) return texts.get(id)
      const row = rows.get(id)
      if (!row) return value
      const resolved = resolve(row.value, depth + 1)
      return row.tag ? [row.tag, resolved] : resolved
    }
    if (Array.isArray(value)) return value.map((item) => resolve(item, depth + 1))
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, resolve(item, depth + 1)]),
      )
    }
    return value
  }
  // Every row no other row refers to, whatever its number: the page's segments are such rows.
  const referenced = idsReferredTo(flight, ['', 'L', '@'])
  const roots = [...rows]
    .filter(([id, row]) => !referenced.has(id) && !row.tag)
    .map(([, row]) => JSON.stringify(resolve(row.value, 0)))
  const text = (html + bootstrap.join('')).replaceAll(TEXT_SEPARATOR, '')
  const links = text.match(HOISTED_LINKS) ?? []
  return {
    html: [text.replace(HOISTED_LINKS, ''), ...links.sort()].join('\n'),
    payload: roots.sort().join('\n'),
    hints: hints.sort().join('\n'),
  }
}

/** Whether two pages are the same page to a browser (decodedPage). */
export function samePage(one: string, other: string): boolean {
  const [a, b] = [decodedPage(one), decodedPage(other)]
  return a.html === b.html && a.payload === b.payload && a.hints === b.hints
}
