/** Any serialised Lexical node. */
type LexicalNode = Record<string, unknown>

/** A Lexical text node. */
export function lexicalText(text: string) {
  return { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

/** A Lexical paragraph holding `children` (text, links…). */
export function lexicalParagraph(...children: LexicalNode[]) {
  return {
    type: 'paragraph',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    textFormat: 0,
    textStyle: '',
    children,
  }
}

/** An editor's internal link to the `relationTo` document `value` (an id). */
export function lexicalInternalLink(relationTo: string, value: string) {
  return {
    type: 'link',
    version: 3,
    format: '',
    indent: 0,
    direction: 'ltr',
    id: '6720c0ffee000000000000a1',
    fields: { linkType: 'internal', doc: { relationTo, value }, newTab: false },
    children: [lexicalText('the other article')],
  }
}

/** A Lexical document of the given top-level nodes. */
export function lexicalDocument(...children: LexicalNode[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children,
    },
  }
}

/** A minimal Lexical document of plain paragraphs, as the admin editor would save it. */
export function lexicalParagraphs(...paragraphs: string[]) {
  return lexicalDocument(...paragraphs.map((text) => lexicalParagraph(lexicalText(text))))
}

/** `count` words of readable filler for length rules. */
export function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ')
}
