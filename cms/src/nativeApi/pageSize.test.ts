import { parse, print } from 'graphql'
import { describe, expect, it } from 'vitest'

import { boundGraphqlPageSizes } from './graphqlPageSize'
import { boundRestPageSize } from './restPageSize'

describe('boundRestPageSize', () => {
  it.each([
    ['limit=20&depth=0', null],
    ['depth=1', null],
    ['limit=0', 'limit=100'],
    ['limit=101&sort=title', 'limit=100&sort=title'],
    ['pagination=false', ''],
    ['pagination=false&limit=0', 'limit=100'],
    ['pagination=true&limit=100', null],
  ])('%s → %s', (search, bounded) => {
    expect(boundRestPageSize(search, 100)).toEqual({ ok: true, value: bounded })
  })

  it('keeps the other parameters as Payload reads them', () => {
    const result = boundRestPageSize('where[title][equals]=a b&limit=0', 100)
    expect(result.ok && new URLSearchParams(result.value ?? '').get('where[title][equals]')).toBe(
      'a b',
    )
  })

  it.each([
    'limit=-1',
    'limit=1e400',
    'limit=abc',
    'limit[]=0',
    'limit[a]=1',
    'limit=5&limit=0',
    'page=-1',
    'page=1e30',
    'pagination[]=false',
  ])('refuses %s', (search) => {
    expect(boundRestPageSize(search, 100).ok).toBe(false)
  })
})

const bound = (query: string, variables: Record<string, unknown> = {}, cap = 100) => {
  const result = boundGraphqlPageSizes(parse(query), variables, cap)
  if (!result.ok) return { refused: result.message }
  return result.value ? print(result.value) : null
}

describe('boundGraphqlPageSizes', () => {
  it('leaves limits within the cap alone', () => {
    expect(bound('{ Articles(limit: 20) { docs { id } } }')).toBeNull()
    expect(bound('query ($n: Int) { Articles(limit: $n) { totalDocs } }', { n: 100 })).toBeNull()
    expect(bound('query ($n: Int) { Articles(limit: $n) { totalDocs } }')).toBeNull()
  })

  it('caps literal limits of 0 and over the cap, in operations and fragments', () => {
    const printed = bound(`
      { a: Articles(limit: 0) { docs { id } } b: Articles(limit: 5000) { docs { id } } ...F }
      fragment F on Query { Tags(limit: 0) { docs { id } } }`)
    if (typeof printed !== 'string') throw new Error(`not rewritten: ${JSON.stringify(printed)}`)
    expect(printed).not.toMatch(/limit: (0|5000)\b/)
    expect(printed.match(/limit: 100\b/g)).toHaveLength(3)
    expect(bound('{ Articles(limit: 300) { totalDocs } }', {}, 500)).toBeNull()
  })

  it('removes pagination: false', () => {
    expect(bound('{ Articles(pagination: false) { docs { id } } }')).toBe(
      '{\n  Articles {\n    docs {\n      id\n    }\n  }\n}',
    )
  })

  it('holds a rich-text population depth to the most Payload populates over REST', () => {
    expect(bound('{ Article(id: "1") { content(depth: 10) } }')).toBe(
      '{\n  Article(id: "1") {\n    content(depth: 2)\n  }\n}',
    )
    expect(bound('{ Article(id: "1") { content(depth: 1) } }')).toBeNull()
  })

  it.each([
    [
      'a variable rich-text depth over the bound',
      'query ($d: Int) { Article(id: "1") { content(depth: $d) } }',
      { d: 3 },
    ],
    ['a variable limit of 0', 'query ($n: Int) { Articles(limit: $n) { totalDocs } }', { n: 0 }],
    [
      'a variable limit over the cap',
      'query ($n: Int) { Articles(limit: $n) { totalDocs } }',
      { n: 101 },
    ],
    [
      'a default limit over the cap',
      'query ($n: Int = 0) { Articles(limit: $n) { totalDocs } }',
      {},
    ],
    ['a negative limit', '{ Articles(limit: -1) { totalDocs } }', {}],
    [
      'a variable pagination: false',
      'query ($p: Boolean) { Articles(pagination: $p) { totalDocs } }',
      { p: false },
    ],
  ])('refuses %s', (_, query, variables) => {
    expect(bound(query, variables)).toHaveProperty('refused')
  })
})
