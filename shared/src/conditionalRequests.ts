/**
 * RFC 9110 §13.1.2: whether an `If-None-Match` header matches an answer's ETag, compared weakly
 * (`W/"x"` matches `"x"`), in a list, or as `*` (any current answer). The CMS's answers, its
 * images and SDL, and the site's micro-cache all answer 304 by this one rule.
 */
export function ifNoneMatchMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
