import { describe, expect, it } from 'vitest'

import { samePage } from './decodedPage'
import { flightScript } from '../../compat/flightScripts'

const page = (flight: string) => `<body><p>x</p>${flightScript(flight)}</body>`

describe('pages compared as a browser reads them', () => {
  it('are the same whatever their rows are numbered and ordered', () => {
    expect(
      samePage(
        page('0:{"a":"$L1"}\n1:["$","p",null,{}]\n2:[["children",{"d":"$L3"}]]\n3:"x"\n'),
        page('0:{"a":"$L7"}\n5:[["children",{"d":"$L6"}]]\n6:"x"\n7:["$","p",null,{}]\n'),
      ),
    ).toBe(true)
  })

  it('differ in any row no other row refers to, not only the first', () => {
    expect(
      samePage(
        page('0:{"a":1}\n2:[["children",{"d":"one"}]]\n'),
        page('0:{"a":1}\n2:[["children",{"d":"two"}]]\n'),
      ),
    ).toBe(false)
  })

  it('are the same with or without the text separators React writes where a part ended', () => {
    const card = (title: string) =>
      `<body><h3><a href="/articles/a">${title}</a></h3>${flightScript('0:{"a":1}\n')}</body>`
    expect(samePage(card('A title<!-- -->'), card('A title'))).toBe(true)
    expect(samePage(card('A title<!-- -->'), card('Another title'))).toBe(false)
  })

  it("are the same wherever the head holds the links between a list's pages, not whatever they link", () => {
    const head = (first: string, second: string) =>
      `<head>${first}${second}</head><body>${flightScript('0:{"a":1}\n')}</body>`
    const title = '<title>News — page 4</title>'
    const prev = (n: number) => `<link rel="prev" href="/news/page/${n}"/>`
    expect(samePage(head(prev(3), title), head(title, prev(3)))).toBe(true)
    expect(samePage(head(prev(3), title), head(title, prev(2)))).toBe(false)
  })
})
