import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import {
  FREE_ROW_IDS,
  keyedElementStart,
  escapeFlightString,
  idsReadInto,
  idsReferredTo,
  isModelRow,
  isModuleRow,
  parseFlightRows,
  referenceIn,
  serializeFlightRows,
} from './flightRows'

const SERVER = 'next/dist/compiled/react-server-dom-turbopack/server.node'
const CLIENT = 'next/dist/compiled/react-server-dom-turbopack/client.node'
const broken = (internal: string, what: string) =>
  `frontend/src/compat/flightRows.ts reads React's Flight rows (${internal}): ${what}`

const CHUNK = '/_next/static/chunks/a.js'
const EXPORT_NAME = 'SkeletonWhileOpening'
const LONG_TEXT = 'x'.repeat(1500)
const DOLLAR_TEXT = '$5 off'

/**
 * A page rendered by React's Flight server as Next bundles it, in production mode as pages are
 * sent: a keyed host element, a keyed server component rendering a client component, a text over
 * 1 KB, a text starting with `$`, a client component with a long export name (twice, sharing its
 * props), a hint and a promise. The server only loads
 * under the `react-server` condition, hence its own process.
 */
const RENDER = `
const { renderToPipeableStream, registerClientReference } = require('${SERVER}')
const { createElement } = require('react')
const { preload } = require('react-dom')
const id = 'client-module'
const name = '${EXPORT_NAME}'
const Skeleton = registerClientReference(() => {}, id, name)
const manifest = { [id + '#' + name]: { id, chunks: ['${CHUNK}'], name } }
const shared = { label: 'shared' }
function Card() {
  return createElement(Skeleton, { data: { label: 'own' } })
}
function Page() {
  preload('/_next/static/media/a.woff2', { as: 'font', type: 'font/woff2' })
  return createElement('main', null,
    createElement('article', { key: 'card-1' }, ${JSON.stringify(LONG_TEXT)}),
    createElement(Card, { key: 'card-2' }),
    createElement('p', null, ${JSON.stringify(DOLLAR_TEXT)}),
    createElement(Skeleton, { data: shared }),
    createElement(Skeleton, { data: shared }),
    new Promise((resolve) => setTimeout(() => resolve('later'), 5)))
}
renderToPipeableStream(createElement(Page), manifest).pipe(process.stdout)
`

const frontend = path.resolve(import.meta.dirname, '..', '..')
const payload = execFileSync(process.execPath, ['--conditions=react-server', '-e', RENDER], {
  cwd: frontend,
  env: { ...process.env, NODE_ENV: 'production' },
  encoding: 'utf8',
})
const rows = parseFlightRows(payload)
const rowHolding = (value: unknown) =>
  rows.find((row) => row.kind === 'line' && row.body === JSON.stringify(value))

describe('compat/flightRows.ts against the installed Flight server', () => {
  it('reads every row, and writes them back to the same bytes', () => {
    const framing = `${SERVER}: rows framed \`<hex id>:<body>\\n\` or \`<id>:T<hex length>,\``
    expect(serializeFlightRows(rows), broken(framing, 'rows read differently')).toBe(payload)
    expect(
      rows.every((row) => /^[0-9a-f]*$/.test(row.id)),
      broken(framing, 'row ids'),
    ).toBe(true)
    expect(
      rows.some((row) => row.kind === 'sized' && row.tag === 'T' && row.body === LONG_TEXT),
      broken(framing, 'a long text is no T row'),
    ).toBe(true)
    expect(
      rows.some((row) => row.id === '' && row.body.startsWith('HL[')),
      broken(framing, 'a hint is no `:HL[…]` row'),
    ).toBe(true)
  })

  it("writes a client component's module as an I row, its long strings as rows of their own", () => {
    const moduleRow = rows.find(isModuleRow)
    const internal = `${SERVER}: "I" rows, serializeImportString's 16-character outlining`
    expect(moduleRow, broken(internal, 'no `I[…]` module row')).toBeDefined()
    const outlined = idsReferredTo(moduleRow!.body, [''])
    for (const string of [CHUNK, EXPORT_NAME]) {
      const row = rowHolding(string)
      expect(
        row && outlined.has(row.id),
        broken(internal, `${string} not a row it refers to`),
      ).toBe(true)
    }
  })

  it('names client components, outlined parts and rows read into by references', () => {
    const internal = `${SERVER}: serializeLazyID ($L), $@ promises, $<id>:<path> references`
    const root = rows.find((row) => isModelRow(row) && row.body.startsWith('["$","main",'))
    if (!root) throw new Error(broken(internal, 'no row holds the page'))
    expect(
      root.body.slice(keyedElementStart(root.body, 'card-1')),
      broken(internal, 'a keyed host element is not `["$",<type>,<key>,…]`'),
    ).toMatch(/^\["\$","article","card-1",/)
    expect(
      root.body.slice(keyedElementStart(root.body, 'card-2')),
      broken(
        internal,
        'a keyed server component\'s client element is not `["$","$L<row>",<key>,…]`',
      ),
    ).toMatch(/^\["\$","\$L[0-9a-f]+","card-2",/)
    const moduleRow = rows.find(isModuleRow)!
    const elementTypes = [...root.body.matchAll(/\["\$","([^"]*)"/g)].map((match) => match[1]!)
    expect(
      elementTypes.map(referenceIn).filter(Boolean),
      broken(internal, 'an element names its client component otherwise than `$L<module row>`'),
    ).toEqual([
      { kind: 'L', id: moduleRow.id },
      { kind: 'L', id: moduleRow.id },
      { kind: 'L', id: moduleRow.id },
    ])
    const promise = [...idsReferredTo(root.body, ['@'])]
    expect(
      promise.length === 1 && rows.some((row) => row.id === promise[0] && row.body === '"later"'),
      broken(internal, 'a promise is not a `$@<row>` reference'),
    ).toBe(true)
    expect(
      idsReadInto(root.body).has(root.id),
      broken(internal, 'props met twice are not read into their first place, `$<row>:…`'),
    ).toBe(true)
    expect(
      root.body.includes(JSON.stringify(escapeFlightString(DOLLAR_TEXT))),
      broken(internal, 'a text starting with `$` is not escaped as `$$`'),
    ).toBe(true)
  })

  it("leaves FREE_ROW_IDS to the page's own rows: React's client reads them", async () => {
    const { createFromNodeStream } = createRequire(import.meta.url)(CLIENT) as {
      createFromNodeStream: (stream: Readable, manifest: object) => Promise<unknown>
    }
    const [first, last] = [FREE_ROW_IDS.first.toString(16), FREE_ROW_IDS.last.toString(16)]
    const stream = Readable.from([
      Buffer.from(`0:["$${first}","$${last}"]\n${first}:"first"\n${last}:"last"\n`),
    ])
    const manifest = { moduleMap: {}, moduleLoading: null, serverModuleMap: null }
    expect(
      await createFromNodeStream(stream, manifest),
      broken(`${CLIENT}: row ids read into 32 bits`, 'a row numbered in FREE_ROW_IDS is lost'),
    ).toEqual(['first', 'last'])
  })
})
