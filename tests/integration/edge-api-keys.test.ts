import { beforeAll, describe, expect, inject, it } from 'vitest'

import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
/** The list must include the article just created, not the list the CMS shares for a minute. */
const FRESH = { 'cache-control': 'no-cache' }
let article = { id: '', slug: '' }
let tagSlug = ''
let keys: string[] = []

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const tag = await payload.create({
    collection: 'tags',
    data: { name: `Edge ${Date.now()}`, slug: '', count: 0 },
  })
  tagSlug = tag.slug
  article = await createArticle(payload, author.id, { published: true, tags: [tag.id] })
  keys = [`article-${article.id}`, `author-${author.id}`, `tag-${tag.id}`, 'api']
})

function expectKeyedForTheEdge(response: Response, expected: string[]) {
  const surrogateKeys = (response.headers.get('surrogate-key') ?? '').split(' ')
  const cacheTags = (response.headers.get('cache-tag') ?? '').split(',')
  expect(surrogateKeys).toEqual(expect.arrayContaining(expected))
  expect(cacheTags.sort()).toEqual([...surrogateKeys].sort())
  expect(response.headers.get('surrogate-control')).toBe('max-age=86400')
  expect(response.headers.get('cdn-cache-control')).toBe('max-age=86400')
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/)
}

function expectNeverKept(response: Response) {
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.get('surrogate-key')).toBeNull()
  expect(response.headers.get('surrogate-control')).toBeNull()
}

describe('the surrogate keys of the /api answers', () => {
  it("keys a reader's article list by the list and by each article, tag and author in it", async () => {
    // Its tag's list: other files publish meanwhile, and the newest five may all be theirs.
    const response = await fetch(`${cmsUrl}/api/articles?tag=${tagSlug}&limit=5`, {
      headers: FRESH,
    })
    expect(response.status).toBe(200)
    expectKeyedForTheEdge(response, ['list-api-articles', ...keys])
  })

  it("keys a reader's article by itself, its tags and its author", async () => {
    const response = await fetch(`${cmsUrl}/api/articles/${article.slug}`)
    expect(response.status).toBe(200)
    expectKeyedForTheEdge(response, keys)
  })

  it("never lets an edge keep an editor's answers (they show drafts)", async () => {
    const editor = await editorHeaders(cmsUrl)
    expectNeverKept(await fetch(`${cmsUrl}/api/articles?limit=5`, { headers: editor }))
    expectNeverKept(await fetch(`${cmsUrl}/api/articles/${article.slug}`, { headers: editor }))
  })
})
