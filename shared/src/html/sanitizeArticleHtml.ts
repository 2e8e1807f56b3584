import sanitizeHtml from 'sanitize-html'

/** Link schemes an article may use (SPEC §9: http, https, mailto and tel). */
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel']

const OPTIONS: sanitizeHtml.IOptions = {
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
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the site never get a handle on it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/**
 * Article HTML with everything a browser could execute removed: scripts, event handlers, and
 * `javascript:`/`data:` URLs. The CMS applies it when it stores HTML and the site again when it
 * renders, so HTML that reached the database some other way is still safe.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
