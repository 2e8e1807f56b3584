import { escapeHtml } from '@blockwise/shared'

/** Private-use characters that ts_headline puts around matches; stripped from the text beforehand. */
export const SNIPPET_START = '\uE000'
export const SNIPPET_STOP = '\uE001'

/** A headline as HTML: its text escaped, its matches in `<mark>`, the only markup it carries. */
export function snippetHtml(headline: string): string {
  return escapeHtml(headline.trim())
    .replaceAll(SNIPPET_START, '<mark>')
    .replaceAll(SNIPPET_STOP, '</mark>')
}
