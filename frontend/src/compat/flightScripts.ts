/**
 * Compat: Next's inline RSC payload scripts, `<script>self.__next_f.push([1,"…"])</script>`
 * (next/dist/server/app-render/use-flight-response.js, createInlinedDataReadableStream).
 *
 * Why: Next streams a page's RSC payload into its HTML as such scripts, cut wherever its stream
 * happened to flush. A page template (lib/pageTemplates) takes the payload out whole, and writes
 * it back as one script, which Next's client reads the same way (checked: it hydrates, and
 * navigates on).
 *
 * Supported API looked for: none in Next's docs reads or writes the inline payload of a page; the
 * adapter API (experimental.adapterPath) and `next/server` deal in whole responses.
 *
 * If it moves: splitInlineFlight finds no payload, templates fail their check against the second
 * specimen and Next renders every templated page itself; a changed escaping could send scripts
 * Next's client misreads. flightScripts.canary.test.ts runs Next's own writer and fails first.
 */

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs

/** Next's tag for a push holding a chunk of the payload as text (INLINE_FLIGHT_PAYLOAD_DATA). */
const PAYLOAD_DATA = 1

/** Where the payload goes back: after everything else the page streamed. */
export const FLIGHT_MARK = '\u0000flight\u0000'

export interface SplitPage {
  /** The HTML without its payload scripts, FLIGHT_MARK where the last one was. */
  html: string
  /** The payload, whole. */
  flight: string
  /** The pushes that are not payload text (a binary chunk, `[3,"<base64>"]`), in their order. */
  bootstrap: string[]
}

export function splitInlineFlight(page: string): SplitPage {
  let flight = ''
  const bootstrap: string[] = []
  const count = page.match(FLIGHT_SCRIPT)?.length ?? 0
  let seen = 0
  const html = page.replace(FLIGHT_SCRIPT, (script, json: string) => {
    const [kind, chunk] = JSON.parse(json) as [number, string?]
    if (kind === PAYLOAD_DATA && typeof chunk === 'string') flight += chunk
    else bootstrap.push(script)
    return ++seen === count ? FLIGHT_MARK : ''
  })
  return { html, flight, bootstrap }
}

/** The payload's script up to its text, and after it. */
export const FLIGHT_SCRIPT_START = `<script>self.__next_f.push([${PAYLOAD_DATA},"`
export const FLIGHT_SCRIPT_END = '"])</script>'

/**
 * `text` as the payload's script holds it: inside a JSON string, with `&<>` and the JavaScript
 * line separators escaped for HTML as Next escapes them (htmlEscapeJsonString).
 */
export const inFlightScript = (text: string) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** The payload as one script. */
export const flightScript = (flight: string) =>
  FLIGHT_SCRIPT_START + inFlightScript(flight) + FLIGHT_SCRIPT_END
