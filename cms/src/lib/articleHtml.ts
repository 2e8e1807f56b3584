import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { sanitizeArticleHtml } from '@blockwise/shared'

/** The HTML the /api contract serves for a Lexical article body. */
export function lexicalToArticleHtml(content: SerializedEditorState): string {
  return sanitizeArticleHtml(convertLexicalToHTML({ data: content, disableContainer: true }))
}
