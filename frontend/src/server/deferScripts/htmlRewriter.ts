import { NEXT_SCRIPT_PRELOAD, NEXT_SCRIPT_TAG } from '../../compat/nextScriptTags'

import { LOADER_SCRIPT, PLACEHOLDER_ATTRIBUTE } from './loadAfterFirstPaint'

const HEAD_END = '</head>'
/** Longer than any tag of Next's scripts: an unclosed tag longer than this cannot become one. */
const LONGEST_TAG = 512

export interface HtmlRewriter {
  /** The rewritten text that can go out now; a tag cut off at the end waits for the next chunk. */
  write(chunk: string): string
  /** Whatever was held back, rewritten. */
  end(): string
}

/**
 * Rewrites a page as it streams so its framework script loads only after the first paint:
 * each script tag becomes an inert placeholder, and one small inline script (before `</head>`)
 * turns them back into scripts once the page has loaded and been painted. The scripts' tags and
 * preloads are found as Next writes them (compat/nextScriptTags.ts); matching fails safe: a tag
 * written any other way is left alone, and that page simply loads its script as before.
 */
export function createHtmlRewriter(): HtmlRewriter {
  let pending = ''
  let placeholders = 0
  let loaderWritten = false

  const rewrite = (text: string): string => {
    let rewritten = text
      .replace(NEXT_SCRIPT_TAG, (_tag, src: string) => {
        placeholders += 1
        return `<script type="text/plain" ${PLACEHOLDER_ATTRIBUTE}="${src}">`
      })
      .replace(NEXT_SCRIPT_PRELOAD, '')
    if (!loaderWritten && placeholders > 0 && rewritten.includes(HEAD_END)) {
      rewritten = rewritten.replace(HEAD_END, LOADER_SCRIPT + HEAD_END)
      loaderWritten = true
    }
    return rewritten
  }

  return {
    write(chunk) {
      const text = pending + chunk
      const lastOpen = text.lastIndexOf('<')
      const cutOff = lastOpen !== -1 && !text.includes('>', lastOpen)
      const keep = cutOff && text.length - lastOpen < LONGEST_TAG ? text.length - lastOpen : 0
      pending = text.slice(text.length - keep)
      return rewrite(text.slice(0, text.length - keep))
    },
    end() {
      const rest = rewrite(pending)
      pending = ''
      // A page without a head (none of ours) still gets its script back.
      return !loaderWritten && placeholders > 0 ? rest + LOADER_SCRIPT : rest
    },
  }
}
