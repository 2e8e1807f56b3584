import type { Hole } from './pageTemplate'
import { SPECIMEN_MARK } from './specimenMark.mjs'

/**
 * Data as a page's template sees them. A leaf is a hole (its value is filled in per page) unless it
 * changes what the page is made of: booleans, nulls, empty strings, a count of one (a singular:
 * "1 article") and the fields named in LITERAL_FIELDS (an article's type picks its badge and its
 * JSON-LD type, a list page's kind its page links, a section its header, a correction note's kind
 * its label). Those literal leaves, with the data's structure, are the data's *shape*: pages of
 * one shape differ only in their holes.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const LITERAL_FIELDS = new Set(['articleType', 'status', 'pageKind', 'section', 'kind'])
/**
 * Absolute addresses a page writes as they are (an article's canonical URL): their specimens are
 * addresses too, since a page resolves anything else against its own origin.
 */
const ABSOLUTE_URL_FIELDS = new Set(['canonicalUrl'])
/** Numbers pages write with a noun, which is singular for one. */
const COUNTED_FIELDS = new Set(['count'])
/** An ISO 8601 instant, which pages also show formatted (a derived hole). */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

const isLiteral = (key: string, value: Json | undefined): boolean =>
  value === null ||
  value === undefined ||
  typeof value === 'boolean' ||
  value === '' ||
  (value === 1 && COUNTED_FIELDS.has(key)) ||
  LITERAL_FIELDS.has(key)

function visit(
  value: Json,
  key: string,
  path: string,
  onLeaf: (path: string, value: string | number, key: string) => Json,
): Json {
  if (Array.isArray(value)) return value.map((item, i) => visit(item, key, `${path}.${i}`, onLeaf))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, visit(v, k, `${path}.${k}`, onLeaf)]),
    )
  }
  if (isLiteral(key, value)) return value
  return onLeaf(path, value as string | number, key)
}

/**
 * `value` as JSON with each hole's value written `"#"` (a number) or `"…"`, as JSON.stringify
 * would write a copy so made (a field that is undefined left out, an undefined item null), made
 * without the copy: every list page asks it of each of its cards.
 */
function shapeText(value: Json | undefined, key: string): string | undefined {
  if (Array.isArray(value)) {
    return `[${value.map((item) => shapeText(item, key) ?? 'null').join(',')}]`
  }
  if (value !== null && typeof value === 'object') {
    const fields: string[] = []
    for (const [name, field] of Object.entries(value)) {
      const text = shapeText(field, name)
      if (text !== undefined) fields.push(`${JSON.stringify(name)}:${text}`)
    }
    return `{${fields.join(',')}}`
  }
  if (isLiteral(key, value)) return value === undefined ? undefined : JSON.stringify(value)
  return typeof value === 'number' ? '"#"' : '"…"'
}

/** The shape of `data`: the same for two pages exactly when one template makes both. */
export function shapeOf(data: Json): string {
  return shapeText(data, '') ?? 'null'
}

/** Every hole's value in `data`, by name, found without copying `data`. */
export function leafValues(data: Json): Map<string, string> {
  const values = new Map<string, string>()
  const walk = (value: Json | undefined, key: string, path: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, key, `${path}.${i}`))
    else if (value !== null && typeof value === 'object') {
      for (const [name, field] of Object.entries(value)) walk(field, name, `${path}.${name}`)
    } else if (!isLiteral(key, value)) values.set(path, String(value))
  }
  walk(data, '', '$')
  return values
}

/**
 * `data` with each hole's value replaced by one no page shows otherwise, of the same kind (the
 * specimen a template is rendered from): strings become lower-case words that carry `token`
 * (valid in a slug or a URL; absolute addresses become https addresses ending in one), numbers become seven-digit numbers and instants become dates a
 * century old, each distinct and none a part of another. `variant` gives the numbers and dates of
 * a second specimen of the same shape; parts of one page share a `counter` (and each has its own
 * `token`), so that their numbers and dates differ too.
 */
export function specimenOf<T extends Json>(
  data: T,
  token: string,
  variant: 0 | 1,
  counter = { count: 0 },
): T {
  return visit(data, '', '$', (_, value, key) => {
    const count = ++counter.count
    if (typeof value === 'number') return 7_919_000 + variant * 500 + count
    if (ISO_INSTANT.test(value)) {
      const year = 1100 + variant * 400 + count
      return `${year}-03-23T13:17:19.${String(count % 1000).padStart(3, '0')}Z`
    }
    const word = `${SPECIMEN_MARK}${token}${count}q`
    // With a path: Next writes an address without one as its origin, which no stored one is.
    return ABSOLUTE_URL_FIELDS.has(key) ? `https://example.com/${word}` : word
  }) as T
}

/** Ten random lower-case letters: a part of a page's specimen values of its own (specimenOf). */
export const specimenToken = (random: () => number = Math.random) =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('')

/** Holes of `values`, named as leafValues names them, with `raw` ones written as HTML. */
export function holesOf(values: ReadonlyMap<string, string>, raw: ReadonlySet<string>): Hole[] {
  return [...values].map(([name, specimen]) => ({ name, specimen, raw: raw.has(name) }))
}

export type { Json }
