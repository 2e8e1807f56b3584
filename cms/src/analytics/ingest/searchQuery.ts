const SEARCH_QUERY_STORED_LENGTH = 100
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/
/** Seven or more digits, spaces, dots or dashes between them allowed: a phone or card number. */
const LONG_DIGIT_RUN = /\d(?:[\s.-]?\d){6,}/

/**
 * A reader's search as the analytics keep it: trimmed, lower case, whitespace collapsed and cut
 * to 100 characters; null (not stored at all) when it looks like it carries a person's e-mail
 * address or a long number such as a phone or card number.
 */
export function storedSearchQuery(query: string): string | null {
  const normalised = query.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!normalised || EMAIL_LIKE.test(normalised) || LONG_DIGIT_RUN.test(normalised)) return null
  return normalised.slice(0, SEARCH_QUERY_STORED_LENGTH).trimEnd()
}
