/** Where a part of a text starts, and where the text after it starts. */
export interface Span {
  start: number
  end: number
}

/**
 * The element opened by the last `<tag` before `inside`, up to the first `</tag>` after it: for an
 * element that holds none of its own kind (a card is one `<article>`).
 */
export function htmlElementAround(html: string, tag: string, inside: number): Span | null {
  // `<li ` or `<li>`, not `<link`.
  const start = Math.max(html.lastIndexOf(`<${tag} `, inside), html.lastIndexOf(`<${tag}>`, inside))
  const close = html.indexOf(`</${tag}>`, inside)
  return start < 0 || close < 0 ? null : { start, end: close + tag.length + 3 }
}

/** The end of the JSON array or object that opens at `start` (strings may hold brackets). */
export function jsonValueEnd(text: string, start: number): number | null {
  let depth = 0
  let inString = false
  for (let at = start; at < text.length; at++) {
    const char = text[at]
    if (inString) {
      if (char === '\\') at++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') depth++
    else if (char === ']' || char === '}') {
      depth--
      if (depth === 0) return at + 1
    }
  }
  return null
}

/**
 * `text` with the `spans` (in order, each right after the last but for `separator`) replaced
 * by `mark`, and the text of each; null when they are not so.
 */
export function cutSpans(
  text: string,
  spans: readonly Span[],
  separator: string,
  mark: string,
): { text: string; pieces: string[] } | null {
  const first = spans[0]
  const last = spans.at(-1)
  if (!first || !last) return { text, pieces: [] }
  const pieces = spans.map((span) => text.slice(span.start, span.end))
  if (text.slice(first.start, last.end) !== pieces.join(separator)) return null
  return { text: text.slice(0, first.start) + mark + text.slice(last.end), pieces }
}
