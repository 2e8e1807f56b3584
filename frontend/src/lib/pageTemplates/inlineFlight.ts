/**
 * A page's inline RSC payload: Next streams it into the HTML as `self.__next_f.push([1,"…"])`
 * scripts cut wherever its stream happened to flush. A template keeps it whole, and writes it back
 * as one script, which Next's client reads the same way (checked: it hydrates, and navigates on).
 */
const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs

/** Where the payload goes back: after everything else the page streamed. */
export const FLIGHT_MARK = '\u0000flight\u0000'

export interface SplitPage {
  /** The HTML without its payload scripts, FLIGHT_MARK where the last one was. */
  html: string
  /** The payload, whole. */
  flight: string
  /** The bootstrap pushes that are not payload (`[0]`, `[2,…]`), in their order. */
  bootstrap: string[]
}

export function splitInlineFlight(page: string): SplitPage {
  let flight = ''
  const bootstrap: string[] = []
  const count = page.match(FLIGHT_SCRIPT)?.length ?? 0
  let seen = 0
  const html = page.replace(FLIGHT_SCRIPT, (script, json: string) => {
    const [kind, chunk] = JSON.parse(json) as [number, string?]
    if (kind === 1 && typeof chunk === 'string') flight += chunk
    else bootstrap.push(script)
    return ++seen === count ? FLIGHT_MARK : ''
  })
  return { html, flight, bootstrap }
}

/** The payload as one script, escaped as Next escapes it for HTML. */
export function flightScript(flight: string): string {
  const json = JSON.stringify([1, flight])
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<script>self.__next_f.push(${json})</script>`
}
