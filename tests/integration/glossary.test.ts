import { beforeAll, describe, expect, inject, it } from 'vitest'

import { glossaryEntrySchema, glossaryListSchema } from '@blockwise/shared/schemas/glossary'

import { createArticle, createAuthor, fieldMessages, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
const suffix = uniqueSuffix()
const names = {
  main: `Glossed ${suffix}`,
  alias: `GLS${suffix}`,
  related: `Related gloss ${suffix}`,
}
const ids = { main: '', related: '', published: '', draft: '' }
const slugs = { main: '', published: '', draft: '' }

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${cmsUrl}${path}`, { headers: { 'cache-control': 'no-cache', ...headers } })

const write = (path: string, method: string, headers: Record<string, string>, body: unknown) =>
  fetch(`${cmsUrl}/cms-api/glossary${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const published = await createArticle(payload, author.id, {
    published: true,
    publishedAt: new Date().toISOString(),
  })
  const draft = await createArticle(payload, author.id)
  Object.assign(ids, { published: published.id, draft: draft.id })
  Object.assign(slugs, { published: published.slug, draft: draft.slug })
  const related = await payload.create({
    collection: 'glossary',
    data: { term: names.related, slug: '', shortDefinition: 'A related term.' },
  })
  const main = await payload.create({
    collection: 'glossary',
    data: {
      term: `  ${names.main} `,
      slug: '',
      aliases: [names.alias, ' '],
      shortDefinition: 'What the term means, in a sentence.',
      explanation: 'First paragraph.\n\nSecond paragraph.',
      relatedTerms: [related.id],
      relatedArticles: [draft.id, published.id],
    },
  })
  Object.assign(ids, { main: main.id, related: related.id })
  slugs.main = main.slug
}, 60_000)

describe('the glossary collection', () => {
  it('derives the slug from the term and tidies the names', async () => {
    const payload = await testPayload()
    const doc = await payload.findByID({ collection: 'glossary', id: ids.main, depth: 0 })
    expect(doc.slug).toBe(`glossed-${suffix}`)
    expect(doc.term).toBe(names.main)
    expect(doc.aliases).toEqual([names.alias])
  })

  it('lets anyone read it, and only editors write it', async () => {
    const term = { term: `Anonymous ${suffix}`, shortDefinition: 'Nope.' }
    expect((await write('', 'POST', {}, term)).status).toBe(403)
    expect((await write(`/${ids.main}`, 'PATCH', {}, { shortDefinition: 'x' })).status).toBe(403)
    expect((await write(`/${ids.main}`, 'DELETE', {}, {})).status).toBe(403)
    const editor = await editorHeaders(cmsUrl)
    const created = await write('', 'POST', editor, { ...term, term: `Editor ${suffix}` })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    expect((await write(`/${doc.id}`, 'DELETE', editor, {})).status).toBe(200)
    const read = await fetch(`${cmsUrl}/cms-api/glossary/${ids.main}`)
    expect(read.status).toBe(200)
  })

  it.each([
    ['the term of another', () => ({ term: names.related.toUpperCase() }), 'term'],
    [
      'an alias of another',
      () => ({ term: `New ${suffix}`, aliases: [names.alias.toLowerCase()] }),
      'aliases',
    ],
    ['another’s alias as its term', () => ({ term: ` ${names.alias} ` }), 'term'],
    [
      'its own term as an alias',
      () => ({ term: `Own ${suffix}`, aliases: [`own  ${suffix}`] }),
      'aliases',
    ],
  ])('refuses %s with a 400 naming the clash', async (_, data, path) => {
    const response = await write('', 'POST', await editorHeaders(cmsUrl), {
      shortDefinition: 'Clashing.',
      ...data(),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as Parameters<typeof fieldMessages>[0]
    expect(fieldMessages(body).join(' ')).toMatch(
      /already a name of the glossary term|listed twice/,
    )
    expect(JSON.stringify(body)).toContain(`"path":"${path}"`)
  })

  it('refuses hostile input with 400s and stores markup as plain text', async () => {
    const editor = await editorHeaders(cmsUrl)
    const tooLong = await write('', 'POST', editor, {
      term: `Long ${suffix}`,
      shortDefinition: 'x'.repeat(201),
    })
    expect(tooLong.status).toBe(400)
    const control = await write('', 'POST', editor, {
      term: `Bell\u0007${suffix}`,
      shortDefinition: 'x',
    })
    expect(control.status).toBe(400)
    const refused = (await control.json()) as Parameters<typeof fieldMessages>[0]
    expect(fieldMessages(refused).join(' ')).toContain('control characters')
    const missing = await write('', 'POST', editor, { term: `No definition ${suffix}` })
    expect(missing.status).toBe(400)
    const markup = await write('', 'POST', editor, {
      term: `<img src=x onerror=alert(1)> ${suffix}`,
      shortDefinition: '<script>alert(1)</script>',
    })
    expect(markup.status).toBe(201)
    const { doc } = (await markup.json()) as { doc: { slug: string; id: string } }
    expect(doc.slug).toMatch(/^[a-z0-9-]+$/)
    const entry = await get(`/api/glossary/${doc.slug}`)
    expect(((await entry.json()) as { shortDefinition: string }).shortDefinition).toBe(
      '<script>alert(1)</script>',
    )
    await write(`/${doc.id}`, 'DELETE', editor, {})
  })
})

describe('GET /api/glossary', () => {
  it('lists every term by name with its aliases and short definition, with an ETag', async () => {
    const response = await get('/api/glossary')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const terms = glossaryListSchema.parse(await response.json())
    expect(terms).toContainEqual({
      term: names.main,
      slug: slugs.main,
      aliases: [names.alias],
      shortDefinition: 'What the term means, in a sentence.',
    })
    const sorted = [...terms].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    expect(terms.map((term) => term.term)).toEqual(sorted.map((term) => term.term))
    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await get('/api/glossary', { 'if-none-match': etag ?? '' })).status).toBe(304)
  })

  it('refuses a query parameter it does not read', async () => {
    const response = await get('/api/glossary?letter=a')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown query parameter: letter' })
  })
})

describe('GET /api/glossary/{slug}', () => {
  it('answers the entry with its related terms and published related articles only', async () => {
    const response = await get(`/api/glossary/${slugs.main}`)
    expect(response.status).toBe(200)
    const entry = glossaryEntrySchema.parse(await response.json())
    expect(entry.explanation).toBe('First paragraph.\n\nSecond paragraph.')
    expect(entry.relatedTerms.map((term) => term.term)).toEqual([names.related])
    expect(entry.relatedArticles.map((article) => article.slug)).toEqual([slugs.published])
    const etag = response.headers.get('etag') ?? ''
    const again = await get(`/api/glossary/${slugs.main}`, { 'if-none-match': etag })
    expect(again.status).toBe(304)
  })

  it('is 404 with the error envelope for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-term', 'Not%20A%20Slug']) {
      const response = await get(`/api/glossary/${slug}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Glossary term not found' })
    }
    expect((await get(`/api/glossary/${slugs.main}?full=1`)).status).toBe(400)
  })

  it('answers whether an article links glossary terms', async () => {
    const payload = await testPayload()
    const article = async () =>
      (await (await get(`/api/articles/${slugs.published}`)).json()) as { glossaryLinks: boolean }
    expect((await article()).glossaryLinks).toBe(true)
    await payload.update({
      collection: 'articles',
      id: ids.published,
      data: { glossaryLinks: false },
    })
    expect((await article()).glossaryLinks).toBe(false)
  })
})
