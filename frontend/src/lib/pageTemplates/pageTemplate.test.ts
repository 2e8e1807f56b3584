import { describe, expect, it } from 'vitest'

import { decodedPage } from './decodedPage'
import { FLIGHT_SCRIPT_START, flightScript, splitInlineFlight } from '../../compat/flightScripts'
import {
  compileFragment,
  compileTemplate,
  escapeHtml,
  fillFragment,
  fillTemplate,
} from './pageTemplate'

const push = (chunk: string) => flightScript(chunk)

/** A page as Next writes it: HTML, then its RSC payload cut into scripts anywhere. */
function page(title: string, body: string, claps: number) {
  const flight =
    `0:["$","main",null,{"children":[["$","h1",null,{"children":${JSON.stringify(title)}}],` +
    `["$","$L2",null,{"claps":${claps},"label":${JSON.stringify(`Share “${title}”`)}}],` +
    `["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$3"}}]]}]\n` +
    `2:I[1,[],"Clap"]\n3:T${Buffer.byteLength(body).toString(16)},${body}`
  const cut = Math.floor(flight.length / 2)
  const html = escapeHtml
  return (
    `<html><head><title>${html(title)} | Blockwise</title></head><body><h1>${html(title)}</h1>` +
    `<p>${claps} Claps</p><div>${body}</div>` +
    push(flight.slice(0, cut)) +
    push(flight.slice(cut)) +
    `</body></html>`
  )
}

const HOLES = [
  { name: 'title', specimen: 'zqxjabc1q' },
  { name: 'body', specimen: '<p>zqxjabc2q</p>', raw: true },
  { name: 'claps', specimen: '7919003' },
]

describe('page templates', () => {
  it('makes from a specimen the page Next would write for other values', () => {
    const specimen = page('zqxjabc1q', '<p>zqxjabc2q</p>', 7919003)
    const template = compileTemplate(splitInlineFlight(specimen), HOLES)
    const body = `<p>${'A long body, & more. '.repeat(80)}</p>`
    const filled = String(
      fillTemplate(template, { title: `"Tom" & Jerry's <b>`, body, claps: '42' }),
    )
    const expected = decodedPage(page(`"Tom" & Jerry's <b>`, body, 42))
    expect(decodedPage(filled)).toEqual(expected)
  })

  it('doubles a dollar that starts a string, as React does, and nowhere else', () => {
    const specimen = page('zqxjabc1q', '<p>zqxjabc2q</p>', 7919003)
    const template = compileTemplate(splitInlineFlight(specimen), HOLES)
    const filled = String(
      fillTemplate(template, { title: '$BTC at $100k', body: '<p>b</p>', claps: '1' }),
    )
    const { flight } = splitInlineFlight(filled)
    expect(flight).toContain('"children":"$$BTC at $100k"')
    expect(flight).toContain('"label":"Share “$BTC at $100k”"')
  })

  it('puts the payload where the specimen had it, whatever a value holds', () => {
    const specimen = page('zqxjabc1q', '<p>zqxjabc2q</p>', 7919003)
    const template = compileTemplate(splitInlineFlight(specimen), HOLES)
    const title = `A \u0000flight\u0000 title`
    const filled = String(fillTemplate(template, { title, body: '<p>b</p>', claps: '2' }))
    expect(decodedPage(filled)).toEqual(decodedPage(page(title, '<p>b</p>', 2)))
  })

  it('escapes each value for where the payload script holds it, and sizes text rows in bytes', () => {
    const specimen = page('zqxjabc1q', '<p>zqxjabc2q</p>', 7919003)
    const template = compileTemplate(splitInlineFlight(specimen), HOLES)
    const title = '</script><b>& \u2028“q”\u2029 🚀'
    const body = '<p>é 🚀 </script> \u2028</p>'
    const filled = String(fillTemplate(template, { title, body, claps: '3' }))
    const script = filled.slice(filled.indexOf(FLIGHT_SCRIPT_START))
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(splitInlineFlight(filled).flight).toContain(
      `3:T${Buffer.byteLength(body).toString(16)},`,
    )
    expect(decodedPage(filled)).toEqual(decodedPage(page(title, body, 3)))
  })

  it('refuses to fill a hole it has no value for', () => {
    const template = compileTemplate(splitInlineFlight(page('zqxjabc1q', 'b', 1)), HOLES)
    expect(() => fillTemplate(template, { body: 'b', claps: '1' })).toThrow(/title/)
  })

  it('fills fragments: a part of a page cut at its holes', () => {
    const fragment = compileFragment(
      {
        html: '<a href="/articles/zqxjabc1q">zqxjabc2q</a>',
        flight: '["$","a",null,{"href":"/articles/zqxjabc1q","children":"zqxjabc2q"}]',
      },
      [
        { name: 'slug', specimen: 'zqxjabc1q' },
        { name: 'title', specimen: 'zqxjabc2q' },
      ],
    )
    expect(fillFragment(fragment, { slug: 'a-b', title: 'Say "hi" <now>' })).toEqual({
      html: '<a href="/articles/a-b">Say &quot;hi&quot; &lt;now&gt;</a>',
      flight: '["$","a",null,{"href":"/articles/a-b","children":"Say \\"hi\\" <now>"}]',
    })
  })
})
