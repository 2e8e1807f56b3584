import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { leafValues, shapeOf, type Json } from './specimens'

/** Data as pages' leaves are: fields named like theirs or plainly, holes and literals. */
const pageData: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(''),
    fc.constant(1),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('articleType', 'kind', 'count', 'canonicalUrl'),
        fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,7}$/),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value

/** `shape` with each hole at a path of `values` given its value back (a number where `"#"`). */
function filled(shape: Json, values: Map<string, string>, path = '$'): Json {
  if (Array.isArray(shape)) return shape.map((item, i) => filled(item, values, `${path}.${i}`))
  if (shape !== null && typeof shape === 'object') {
    return Object.fromEntries(
      Object.entries(shape).map(([name, field]) => [
        name,
        filled(field, values, `${path}.${name}`),
      ]),
    )
  }
  const value = values.get(path)
  if (value === undefined) return shape
  return shape === '#' ? Number(value) : value
}

describe("a page's data as its template sees it", () => {
  it('writes the shape as JSON, holes as "#" or "…", literals as they are', () => {
    const data: Json = {
      title: 'Bitcoin "halving"',
      readMinutes: 4,
      count: 1,
      articleType: 'news',
      featured: true,
      image: null,
      credit: '',
      cards: [{ slug: 'a' }, { slug: 'b', views: 2 }],
    }
    expect(shapeOf(data)).toBe(
      '{"title":"…","readMinutes":"#","count":1,"articleType":"news","featured":true,' +
        '"image":null,"credit":"","cards":[{"slug":"…"},{"slug":"…","views":"#"}]}',
    )
    expect([...leafValues(data)]).toEqual([
      ['$.title', 'Bitcoin "halving"'],
      ['$.readMinutes', '4'],
      ['$.cards.0.slug', 'a'],
      ['$.cards.1.slug', 'b'],
      ['$.cards.1.views', '2'],
    ])
  })

  it('leaves out a field that is undefined and writes an undefined item as null, as JSON does', () => {
    const data = { gone: undefined, items: [undefined, 'x'] } as unknown as Json
    expect(shapeOf(data)).toBe('{"items":[null,"…"]}')
  })

  it('gives back any data from its shape and its holes, so two pages of one shape differ only in their holes', () => {
    fc.assert(
      fc.property(pageData, (data) => {
        const shape = JSON.parse(shapeOf(data)) as Json
        expect(filled(shape, leafValues(data))).toEqual(JSON.parse(JSON.stringify(data)))
      }),
    )
  })
})
