import { describe, expect, it } from 'vitest'

import { cutSpans, htmlElementAround, jsonValueEnd } from './fragments'

describe('page fragments', () => {
  const html =
    '<main><article><a href="/x">x</a></article><article><a href="/y">y</a></article></main>'

  it('finds the element around a place', () => {
    const span = htmlElementAround(html, 'article', html.indexOf('/y'))!
    expect(html.slice(span.start, span.end)).toBe('<article><a href="/y">y</a></article>')
  })

  it('finds an element by its own name, not one that starts with it', () => {
    const list = '<ol><li class="r"><link rel="x"/><a href="/z">z</a></li></ol>'
    const span = htmlElementAround(list, 'li', list.indexOf('/z'))!
    expect(list.slice(span.start, span.end)).toBe(
      '<li class="r"><link rel="x"/><a href="/z">z</a></li>',
    )
  })

  it('finds the end of a JSON value, brackets in strings aside', () => {
    const json = 'x[1,{"a":"]}[{"},[2]],3'
    expect(json.slice(1, jsonValueEnd(json, 1)!)).toBe('[1,{"a":"]}[{"},[2]]')
    expect(jsonValueEnd('[1,', 0)).toBeNull()
  })

  it('cuts adjacent spans out, and refuses spans that are not', () => {
    const spans = ['/x', '/y'].map((path) =>
      htmlElementAround(html, 'article', html.indexOf(path))!,
    )
    expect(cutSpans(html, spans, '', '#')).toEqual({
      text: '<main>#</main>',
      pieces: ['<article><a href="/x">x</a></article>', '<article><a href="/y">y</a></article>'],
    })
    expect(cutSpans(html, [spans[1]!, spans[0]!], '', '#')).toBeNull()
  })
})
