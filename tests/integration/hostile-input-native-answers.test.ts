import fc from 'fast-check'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { JSON_HEADERS } from '../support/clients'
import { fuzzParameters } from '../support/hostile'
import { testPayload } from '../support/payload'

/**
 * Property-based fuzzing of what one native API request makes the CMS read (docs/security.md, "What
 * one request may read"): GraphQL documents of aliases, limits, rich-text depths and relationships
 * nested through the glossary's self-relation, and REST reads of every public collection at any
 * `depth` and `limit`. Whatever is asked, an anonymous caller gets an answer of at most 1 MB or a
 * 400 in GraphQL's envelope, never a 5xx.
 */
const cmsUrl = inject('cmsUrl')
const MEGABYTE = 1024 * 1024

beforeAll(async () => {
  // A ring of related terms with articles: every level of nesting multiplies the answer.
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const article = await createArticle(payload, author.id, { published: true })
  const suffix = uniqueSuffix()
  const ids: string[] = []
  for (const name of ['Fuzz A', 'Fuzz B', 'Fuzz C', 'Fuzz D'])
    ids.push(
      (
        await payload.create({
          collection: 'glossary',
          data: { term: `${name} ${suffix}`, slug: '', shortDefinition: 'A fuzzed term.' },
        })
      ).id,
    )
  for (const id of ids)
    await payload.update({
      collection: 'glossary',
      id,
      data: { relatedTerms: ids.filter((other) => other !== id), relatedArticles: [article.id] },
    })
})

const limit = fc.constantFrom('', '(limit: 0)', '(limit: 1)', '(limit: 100)', '(limit: 5000)')
const depth = fc.constantFrom('', '(depth: 0)', '(depth: 2)', '(depth: 10)')

/** Selections of a type, nesting relationships up to the depth fast-check picks. */
const selections = fc.letrec<{ glossary: string; article: string }>((tie) => ({
  glossary: fc
    .array(
      fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('id', 'term', 'slug'),
        tie('glossary').map((inner) => `relatedTerms { ${inner} }`),
        tie('article').map((inner) => `relatedArticles { ${inner} }`),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((fields) => fields.join(' ')),
  article: fc
    .array(
      fc.oneof(
        fc.constantFrom('id', 'title', 'tags { name }', 'author { name }'),
        depth.map((argument) => `content${argument}`),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((fields) => fields.join(' ')),
}))

const listQuery = fc.oneof(
  fc
    .tuple(limit, selections.glossary)
    .map(([args, inner]) => `Glossaries${args} { docs { ${inner} } }`),
  fc
    .tuple(limit, selections.article)
    .map(([args, inner]) => `Articles${args} { docs { ${inner} } }`),
)

const graphqlDocument = fc
  .array(listQuery, { minLength: 1, maxLength: 40 })
  .map((queries) => `{ ${queries.map((query, index) => `q${index}: ${query}`).join(' ')} }`)

const restRead = fc.record({
  collection: fc.constantFrom('glossary', 'articles', 'authors', 'tags', 'media'),
  depth: fc.integer({ min: -1, max: 12 }),
  limit: fc.constantFrom(0, 1, 10, 100, 1000),
})

async function expectBoundedAnswer(label: string, response: Response): Promise<void> {
  const body = await response.text()
  expect([200, 400], `${label}: ${response.status} ${body.slice(0, 300)}`).toContain(
    response.status,
  )
  expect(body.length, `${label}: ${body.length} bytes`).toBeLessThanOrEqual(MEGABYTE)
  const parsed = JSON.parse(body) as { errors?: Array<{ message?: unknown }> }
  if (response.status === 400) expect(typeof parsed.errors?.[0]?.message).toBe('string')
}

describe('fuzzing what one native API request reads', () => {
  it('answers any GraphQL document of aliases, limits, depths and nesting within bounds', async () => {
    await fc.assert(
      fc.asyncProperty(graphqlDocument, async (query) => {
        const response = await fetch(`${cmsUrl}/cms-api/graphql`, {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ query }),
        })
        await expectBoundedAnswer(query.slice(0, 200), response)
      }),
      fuzzParameters(20, 60),
    )
  })

  it('answers any REST read at any depth and limit within bounds', async () => {
    await fc.assert(
      fc.asyncProperty(restRead, async ({ collection, depth: levels, limit: size }) => {
        const path = `/cms-api/${collection}?depth=${levels}&limit=${size}`
        await expectBoundedAnswer(path, await fetch(`${cmsUrl}${path}`))
      }),
      fuzzParameters(21, 40),
    )
  })
})
