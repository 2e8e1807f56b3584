import { escapeHtml } from '@blockwise/shared'

/**
 * An issue's intro in the mail. The editor's intro is plain text: every character is escaped,
 * blank lines start paragraphs and single line breaks stay line breaks, so nothing an editor types
 * becomes markup.
 */
export function introHtml(intro: string): string {
  return intro
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
}
