/** A minimal Lexical document of plain paragraphs, as the admin editor would save it. */
export function lexicalParagraphs(...paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [
          { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
        ],
      })),
    },
  }
}

/** `count` words of readable filler for length rules. */
export function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ')
}
