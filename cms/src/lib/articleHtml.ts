import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import sanitizeHtml from 'sanitize-html'

/** Link schemes an article may use (SPEC §9: http, https, mailto and tel). */
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel']

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['style', 'value'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'text-decoration': [/^(underline|line-through)$/],
      'padding-inline-start': [/^\d+(\.\d+)?(px|em|rem)$/],
    },
  },
  allowedSchemes: ALLOWED_SCHEMES,
  allowProtocolRelative: false,
}

/** Strips anything a browser could execute from article HTML. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS)
}

/** The HTML the /api contract serves for a Lexical article body. */
export function lexicalToArticleHtml(content: SerializedEditorState): string {
  return sanitizeArticleHtml(convertLexicalToHTML({ data: content, disableContainer: true }))
}
