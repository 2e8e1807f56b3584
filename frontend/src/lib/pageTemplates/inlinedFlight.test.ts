import { describe, expect, it } from 'vitest'

import { decodedPage } from './decodedPage'
import { flightScript } from '../../compat/flightScripts'
import { inlineOutlinedRows } from './inlinedFlight'

const asPage = (flight: string) => `<body>${flightScript(flight)}</body>`

describe('inlined RSC payloads', () => {
  it('writes outlined rows in place, and names code by what it is, whatever the order of rows', () => {
    const early =
      '1:"/_next/static/chunks/a.js"\n2:I[7,["$1"],"Card"]\n3:["$","$L2",null,{"t":"x"}]\n0:["$","main",null,{"children":["$L3","$4"]}]\n4:["$","p",null,{}]\n'
    const late =
      '5:"/_next/static/chunks/a.js"\n9:I[7,["$5"],"Card"]\n6:["$","p",null,{}]\n0:["$","main",null,{"children":["$L8","$6"]}]\n8:["$","$L9",null,{"t":"x"}]\n'
    const [one, other] = [inlineOutlinedRows(early), inlineOutlinedRows(late)]
    expect(one.split('\n').find((row) => row.startsWith('0:'))).toEqual(
      other.split('\n').find((row) => row.startsWith('0:')),
    )
    expect(one).toMatch(/^0:\["\$","main",null,\{"children":\[\["\$","\$L[4-7][0-9a-f]{7}"/m)
    expect(decodedPage(asPage(one)).payload).toEqual(decodedPage(asPage(early)).payload)
  })

  it("names a module by its long export name, not by the number React gave the name's row", () => {
    // React writes an import string of 16 characters or more as a row, numbered as it went.
    const early =
      '1:"/_next/static/chunks/a.js"\n2:"SkeletonWhileOpening"\n3:I[7,["$1"],"$2"]\n0:["$","a",null,{"children":["$","$L3",null,{}]}]\n'
    const late =
      '5:"/_next/static/chunks/a.js"\n4:"MetadataBoundary"\n9:"SkeletonWhileOpening"\n6:I[7,["$5"],"$9"]\n0:["$","a",null,{"children":["$","$L6",null,{}]}]\n'
    const [one, other] = [inlineOutlinedRows(early), inlineOutlinedRows(late)]
    const root = (flight: string) => flight.split('\n').find((row) => row.startsWith('0:'))
    expect(root(one)).toEqual(root(other))
    expect(decodedPage(asPage(one)).payload).toEqual(decodedPage(asPage(early)).payload)
    expect(decodedPage(asPage(other)).payload).toEqual(decodedPage(asPage(late)).payload)
  })

  it('keeps text rows, rows referred into and rows inside themselves', () => {
    const flight =
      '0:["$","div",null,{"a":"$1","b":"$2:props","c":"$3"}]\n1:T3,abc2:{"props":{}}\n3:{"self":"$3"}\n'
    const inlined = inlineOutlinedRows(flight)
    expect(inlined).toContain('1:T3,abc')
    expect(inlined).toContain('2:{"props":{}}')
    expect(inlined).toContain('"c":{"self":"$3"}')
  })
})
