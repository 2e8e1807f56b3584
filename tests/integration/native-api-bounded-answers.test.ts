import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { JSON_HEADERS } from '../support/clients'
import { lexicalParagraphs, words } from '../support/lexical'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * What one native API request may make the CMS read: the documents of all its pages (aliases
 * included) within the caller's page cap, relationships multiplied in within ten times that, and
 * no population deeper than 2 levels, where a self-relation stops after one.
 */
const cmsUrl = inject('cmsUrl')
const MEGABYTE = 1024 * 1024
const termIds: string[] = []
/** Words in the titles of the long articles, which together outweigh a reader's answer. */
const LONG = `Long ${uniqueSuffix()}`

beforeAll(async () => {
  const payload = await testPayload()
  const suffix = uniqueSuffix()
  for (const name of ['Ring A', 'Ring B', 'Ring C'])
    termIds.push(
      (
        await payload.create({
          collection: 'glossary',
          data: { term: `${name} ${suffix}`, slug: '', shortDefinition: 'A term in a ring.' },
        })
      ).id,
    )
  // Ten articles of ~110 KB of text each: a page of them passes 1 MB, their Lexical JSON alone too.
  const author = await createAuthor(payload)
  const body = lexicalParagraphs(...Array.from({ length: 30 }, () => words(500)))
  for (let index = 0; index < 10; index++)
    await createArticle(payload, author.id, {
      title: `${LONG} ${index}`,
      content: body,
      published: true,
    })
  // Every term relates to the two others: each level of relatedTerms doubles the answer.
  for (const id of termIds)
    await payload.update({
      collection: 'glossary',
      id,
      data: { relatedTerms: termIds.filter((other) => other !== id) },
    })
})

// Other files list articles anonymously, 100 to a page: the long ones would outweigh their answers.
afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'articles', where: { title: { like: LONG } } })
})

async function graphql(query: string, headers: Record<string, string> = {}) {
  return fetch(`${cmsUrl}/cms-api/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify({ query }),
  })
}

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { errors: Array<{ message: string }> }
  return body.errors[0]?.message ?? ''
}

const relatedTerms = (levels: number) =>
  `{ Glossary(id: "${termIds[0]}") { term ${'relatedTerms { term '.repeat(levels)}${' }'.repeat(levels)} } }`

describe('GraphQL answers', () => {
  it('refuse relationship fan-out before reading anything: the 208-byte, 7-level request', async () => {
    const query = `{ Glossaries(limit: 1) { docs { ${'relatedTerms { '.repeat(7)}term${' }'.repeat(7)} } } }`
    expect(await refusal(await graphql(query))).toBe(
      'The query reads more than 1000 documents with its relationships: select fewer levels or lower the limits',
    )
  })

  it('still answer two levels of related terms', async () => {
    const response = await graphql(relatedTerms(2))
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as {
      data: { Glossary: { relatedTerms: Array<{ relatedTerms: unknown[] }> } }
    }
    expect(data.Glossary.relatedTerms).toHaveLength(2)
    expect(data.Glossary.relatedTerms.map((term) => term.relatedTerms.length)).toEqual([2, 2])
  })

  it('hold the page cap per request: 30 aliases of 100 articles are refused', async () => {
    const aliases = Array.from(
      { length: 30 },
      (_, index) => `a${index}: Articles(limit: 100) { docs { title content } }`,
    )
    expect(await refusal(await graphql(`{ ${aliases.join(' ')} }`))).toBe(
      'The query lists more than 100 documents in all its pages: lower the limits or split it',
    )
  })

  it('give editors their own cap: 300 tags in 30 aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `t${i}: Tags(limit: 10) { docs { id } }`)
    const query = `{ ${aliases.join(' ')} }`
    expect((await graphql(query, await editorHeaders(cmsUrl))).status).toBe(200)
    expect(await refusal(await graphql(query))).toMatch(/lists more than 100 documents/)
  })
})

describe('REST answers', () => {
  it('populate a self-relation once, whatever depth is asked', async () => {
    const response = await fetch(`${cmsUrl}/cms-api/glossary/${termIds[0]}?depth=5`)
    expect(response.status).toBe(200)
    const body = await response.text()
    expect(body.length).toBeLessThan(MEGABYTE)
    const term = JSON.parse(body) as {
      relatedTerms: Array<{ id: string; relatedTerms: unknown[] }>
    }
    expect(term.relatedTerms.map(({ id }) => id).sort()).toEqual(termIds.slice(1).sort())
    for (const related of term.relatedTerms)
      expect(related.relatedTerms.every((value) => typeof value === 'string')).toBe(true)
  })
})

describe('a reader’s answer', () => {
  const longPage = `/cms-api/articles?limit=100&where[title][like]=${encodeURIComponent(LONG)}`

  it('is at most 1 MB: heavier, a 400 that says how to ask for less', async () => {
    const response = await fetch(`${cmsUrl}${longPage}`)
    expect(await refusal(response)).toBe(
      'The answer would be larger than 1 MB: ask for fewer documents (limit), less depth or fewer fields (select)',
    )
    const fewer = await fetch(`${cmsUrl}${longPage.replace('limit=100', 'limit=2')}`)
    expect(fewer.status).toBe(200)
    const query = `{ Articles(limit: 100, where: { title: { like: "${LONG}" } }) { docs { content } } }`
    expect(await refusal(await graphql(query))).toMatch(/larger than 1 MB/)
  })

  it('is not held for editors', async () => {
    const editor = await editorHeaders(cmsUrl)
    const response = await fetch(`${cmsUrl}${longPage}`, { headers: editor })
    expect(response.status).toBe(200)
    expect((await response.text()).length).toBeGreaterThan(MEGABYTE)
  })
})
