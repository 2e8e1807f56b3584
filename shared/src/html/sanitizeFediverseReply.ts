import sanitizeHtml from 'sanitize-html'

/**
 * A reply from the social web as readers may see it: paragraphs, line breaks and links (opened as
 * user content, never followed by search engines); everything else (scripts, styles, images,
 * attributes) is dropped, keeping the text.
 */
export function sanitizeFediverseReply(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'a'],
    // rel and target are this function's own: the transform below writes them over the sender's.
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener', target: '_blank' }),
    },
  }).trim()
}
