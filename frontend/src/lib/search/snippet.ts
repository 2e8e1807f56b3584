import { escapeHtml } from '@blockwise/shared/text'

export interface SnippetPart {
  text: string
  marked: boolean
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Text of escaped HTML: named entities of escaping and numeric ones; anything else as it is. */
function unescapeHtml(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    const code = name.startsWith('#x')
      ? parseInt(name.slice(2), 16)
      : name.startsWith('#')
        ? Number(name.slice(1))
        : undefined
    if (code === undefined) return ENTITIES[name.toLowerCase()] ?? entity
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/**
 * The search API's snippet (escaped text in which only <mark>…</mark> appears) as plain text
 * parts, the highlighted ones marked, for React to render as text: no HTML of the answer ever
 * reaches the page as markup, so a tag that should not be there shows as the text it is.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  return snippet
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((piece) => {
      const marked = /^<mark>[\s\S]*<\/mark>$/.test(piece)
      return { text: unescapeHtml(marked ? piece.slice(6, -7) : piece), marked }
    })
}

/**
 * The snippet as the page writes it: HTML built from its parts, each text escaped and the
 * highlighted ones in <mark>. One string, so that a template fills it as one value whatever
 * number of words it highlights.
 */
export const snippetMarkup = (snippet: string): string =>
  snippetParts(snippet)
    .map(({ text, marked }) => (marked ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join('')
