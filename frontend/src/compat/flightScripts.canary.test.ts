import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

import { flightScript, splitInlineFlight } from './flightScripts'

const WRITER = 'next/dist/server/app-render/use-flight-response.js'
const broken = (what: string) =>
  `frontend/src/compat/flightScripts.ts reads and writes Next's inline RSC payload scripts ` +
  `(${WRITER}, createInlinedDataReadableStream): ${what}`

type InlineWriter = (
  flight: ReadableStream<Uint8Array>,
  nonce: string | undefined,
  formState: unknown,
) => ReadableStream<Uint8Array>

/** The HTML Next writes into a page for a payload streamed in `chunks`. */
async function nextInlineScripts(chunks: readonly string[]): Promise<string> {
  const { createInlinedDataReadableStream } = createRequire(import.meta.url)(WRITER) as {
    createInlinedDataReadableStream?: InlineWriter
  }
  if (!createInlinedDataReadableStream) throw new Error(broken('the writer is gone'))
  const encoder = new TextEncoder()
  const flight = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(createInlinedDataReadableStream(flight, undefined, null)).text()
}

/** A payload with what the HTML escaping must keep out of a script: tags, `&`, line separators. */
const CHUNKS = ['0:["$","p",null,{"children":"</script><b>&amp;\u2028', '"}]\n1:T5,é€\u2029']

describe('compat/flightScripts.ts against the installed Next', () => {
  it("takes the whole payload out of Next's scripts, leaving the rest of the page", async () => {
    const html = await nextInlineScripts(CHUNKS)
    const split = splitInlineFlight(`<body>${html}</body>`)
    expect(split.flight, broken('a payload chunk is no `self.__next_f.push([1,"…"])`')).toBe(
      CHUNKS.join(''),
    )
    expect(split.html, broken("Next's bootstrap script, `[0]`, moved")).toBe(
      '<body><script>(self.__next_f=self.__next_f||[]).push([0])</script>\u0000flight\u0000</body>',
    )
    expect(split.bootstrap).toEqual([])
  })

  it('writes the payload as one script exactly as Next writes one chunk', async () => {
    const whole = CHUNKS.join('')
    const html = await nextInlineScripts([whole])
    expect(html.endsWith(flightScript(whole)), broken('its script or escaping (htmlescape)')).toBe(
      true,
    )
  })
})
