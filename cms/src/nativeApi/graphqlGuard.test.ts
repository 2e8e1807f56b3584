import { describe, expect, it } from 'vitest'

import { doublingQuery } from '../../../tests/support/graphql'

import { GRAPHQL_LIMITS, guardGraphqlDocument } from './graphqlGuard'

const refusal = (query: string) => {
  const result = guardGraphqlDocument(query)
  return result.ok ? null : result.message
}

describe('guardGraphqlDocument', () => {
  it('passes an ordinary query with fragments, aliases and variables', () => {
    const query = `
      query Latest($limit: Int) {
        latest: Articles(limit: $limit, sort: "-publishedAt") { docs { ...Card } totalDocs }
        tags: Tags { docs { id name } }
      }
      fragment Card on Article { id title slug author { name avatar { url } } }`
    expect(guardGraphqlDocument(query).ok).toBe(true)
  })

  it('refuses the doubling fragments in linear time, however deep', () => {
    const startedAt = performance.now()
    expect(refusal(doublingQuery(30))).toBe(
      `The query selects more than ${GRAPHQL_LIMITS.maxFields} fields`,
    )
    expect(refusal(doublingQuery(1000))).toMatch(/Syntax Error: Document contains more that/)
    expect(performance.now() - startedAt).toBeLessThan(500)
  })

  it('counts the doubling fragments, refusing them once a field repeats too often', () => {
    // 2^3 = 8 selections of `id` merge into one field: ordinary overlap. 2^4 = 16 is not.
    expect(guardGraphqlDocument(doublingQuery(3)).ok).toBe(true)
    expect(refusal(doublingQuery(4))).toBe(
      'The query selects one field more than 10 times in one place',
    )
  })

  it('refuses a field repeated past the bound, directly or through fragments', () => {
    expect(guardGraphqlDocument(`{ a { ${'id '.repeat(10)} } }`).ok).toBe(true)
    expect(refusal(`{ a { ${'id '.repeat(11)} } }`)).toMatch(/more than 10 times/)
    expect(
      refusal(`{ a { id ...F ... on T { ...F } } } fragment F on T { ${'id '.repeat(5)} }`),
    ).toMatch(/more than 10 times/)
    // The same name in different selection sets, or under different aliases, is no repeat.
    const nested = `{ a { ${'id '.repeat(10)} b { ${'id '.repeat(10)} } } x: a { id } y: a { id } }`
    expect(guardGraphqlDocument(nested).ok).toBe(true)
  })

  it.each([
    ['a fragment spreading itself', 'query { a { ...A } } fragment A on T { b ...A }', 'A → A'],
    [
      'a longer cycle',
      'query { a { ...A } } fragment A on T { ...B } fragment B on T { ... on T { ...C } } fragment C on T { ...A }',
      'A → B → C → A',
    ],
    [
      'an unused cycle',
      'query { a } fragment A on T { ...B } fragment B on T { ...A }',
      'A → B → A',
    ],
  ])('refuses %s', (_, query, cycle) => {
    expect(refusal(query)).toBe(`Fragment cycle: ${cycle}`)
  })

  it('refuses a spread of a fragment that does not exist', () => {
    expect(refusal('query { a { ...Missing } }')).toBe('Unknown fragment "Missing"')
  })

  it('refuses deep nesting before the parser can overflow its stack', () => {
    const nested = '{a'.repeat(4000) + '}'.repeat(4000)
    expect(refusal(nested)).toBe('The query nests brackets deeper than 64 levels')
    const deepSelection = '{a'.repeat(20) + '}'.repeat(20)
    expect(refusal(deepSelection)).toBe('The query nests deeper than 12 levels')
  })

  it('counts aliases inside fragments as often as they are spread', () => {
    const aliases = Array.from({ length: 8 }, (_, index) => `a${index}: id`).join(' ')
    const query = `query { Articles { docs { ...A ...B } } }
      fragment A on Article { ${aliases} }
      fragment B on Article { ...A ...A ...A }`
    expect(refusal(query)).toBe('The query uses more than 30 aliases')
  })

  it('refuses over-long text and unparsable documents with the reason', () => {
    expect(refusal(`{ a }${' '.repeat(GRAPHQL_LIMITS.maxQueryLength)}`)).toMatch(/at most/)
    expect(refusal('{ a ')).toMatch(/^Syntax Error/)
    expect(refusal('{ "unterminated }')).toMatch(/^Syntax Error/)
  })
})
