import { JSDOM } from 'jsdom'

/** A replacement of `html.slice(start, end)` by `text`. */
export interface MailEdit {
  start: number
  end: number
  text: string
}

/** A mail's HTML parsed with each node's place in the source, so edits can leave the rest as is. */
export const parseMail = (html: string) => new JSDOM(html, { includeNodeLocations: true })

interface SourceSpan {
  startOffset: number
  endOffset: number
}

/** Where an element, its attributes and its end tag are in the source (parse5's ElementLocation). */
interface ElementPlace extends SourceSpan {
  attrs?: Record<string, SourceSpan>
  endTag?: SourceSpan
}

/** jsdom types every node's place as a plain span; an element's has its parts too. */
export const elementPlace = (mail: JSDOM, element: Element) =>
  (mail.nodeLocation(element) ?? undefined) as ElementPlace | undefined

/**
 * `html` with `edits` made (they must not overlap): every byte outside them stays as written,
 * where serialising the parsed document again would rewrite the mail's entities and markup.
 */
export function applyEdits(html: string, edits: MailEdit[]): string {
  let edited = html
  for (const edit of edits.toSorted((a, b) => b.start - a.start))
    edited = edited.slice(0, edit.start) + edit.text + edited.slice(edit.end)
  return edited
}
