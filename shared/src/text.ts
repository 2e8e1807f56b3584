import { WORDS_PER_MINUTE } from './constants'

/** Words separated by whitespace; an empty or blank text has none. */
export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length
}

/** Minutes to read a text at WORDS_PER_MINUTE, never less than one. */
export function readTimeMinutes(plainText: string): number {
  return Math.max(1, Math.ceil(countWords(plainText) / WORDS_PER_MINUTE))
}

/** Lowercase ASCII kebab-case: accents dropped, anything else becomes a single hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Text content of an HTML fragment, for word counts (not for display). */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
}

/** Whether a string can be a slug this publication generates (lowercase kebab-case, ≤ 200). */
export function isSlug(value: string): boolean {
  return value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
}

/** Text made safe to place inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/**
 * Whether a single-line text holds control characters (NUL and the other C0 controls, DEL).
 * PostgreSQL cannot store NUL in text at all; the others never belong in a name or a title.
 */
export function hasControlCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(text)
}
