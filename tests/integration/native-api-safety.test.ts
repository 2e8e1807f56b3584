import { beforeAll, describe, expect, inject, it } from 'vitest'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { docsOf, graphql as graphqlAt } from '../support/graphql'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, authHeaders, editorHeaders, ensureStaff } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let authorId = ''
let draftId = ''
let publishedId = ''

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  authorId = (await createAuthor(payload)).id
  draftId = (await createArticle(payload, authorId)).id
  publishedId = (await createArticle(payload, authorId, { published: true })).id
  await payload.create({
    collection: 'incomplete-articles',
    data: { articleId: draftId, articleTitle: 'Draft', claudeArticleSaved: true },
  })
  await payload.create({
    collection: 'newsletters',
    data: { name: 'Reader', email: `safety-${uniqueSuffix()}@example.com`, status: 'active' },
  })
})

const rest = (path: string, init: RequestInit = {}) => fetch(`${cmsUrl}/cms-api${path}`, init)

const graphql = (query: string) => graphqlAt(cmsUrl, query)

// Create, update and delete for every role: native-api-access-matrix.test.ts.
describe('anonymous callers of the native REST API', () => {
  it('read published articles only', async () => {
    const { docs } = (await (await rest('/articles?limit=0&depth=0')).json()) as {
      docs: Array<{ id: string; published: boolean }>
    }
    expect(docs.map((doc) => doc.id)).toContain(publishedId)
    expect(docs.every((doc) => doc.published)).toBe(true)
    expect((await rest(`/articles/${draftId}`)).status).toBe(404)
  })

  it('read authors without emails, tags and the site settings', async () => {
    const authors = (await (await rest('/authors?limit=0')).json()) as {
      docs: Array<Record<string, unknown>>
    }
    expect(authors.docs.length).toBeGreaterThan(0)
    expect(authors.docs.some((author) => 'email' in author)).toBe(false)
    expect((await rest('/tags')).status).toBe(200)
    const settings = (await (await rest('/globals/site-settings')).json()) as Record<
      string,
      unknown
    >
    expect(settings).toMatchObject({ siteName: 'Blockwise' })
  })

  it.each(['/newsletters', '/incomplete-articles', '/users'])('cannot read %s', async (path) => {
    expect((await rest(path)).status).toBe(403)
  })
})

describe('anonymous callers of GraphQL', () => {
  it('see published articles only and no subscribers, records or accounts', async () => {
    const articles = await graphql('{ Articles(limit: 0) { docs { id published } } }')
    const ids = docsOf(articles, 'Articles').map((doc) => doc.id)
    expect(ids).toContain(publishedId)
    expect(ids).not.toContain(draftId)
    for (const collection of ['Newsletters', 'IncompleteArticles', 'Users']) {
      const result = await graphql(`{ ${collection} { docs { id } } }`)
      expect(docsOf(result, collection)).toEqual([])
      expect(result.errors?.length ?? 0).toBeGreaterThan(0)
    }
  })

  it('cannot write', async () => {
    const result = await graphql(
      `mutation { createTag(data: { name: "Anon ${uniqueSuffix()}", slug: "" }) { id } }`,
    )
    expect(result.errors?.length ?? 0).toBeGreaterThan(0)
  })
})

describe('fields no client may set', () => {
  it('ignores counters and status from editors, and roles from non-admins', async () => {
    const editor = await editorHeaders(cmsUrl)
    const patched = await rest(`/articles/${publishedId}`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ claps: 1000, views: 1000, status: 'draft' }),
    })
    expect(patched.status).toBe(200)
    const { doc } = (await patched.json()) as { doc: Record<string, unknown> }
    expect(doc).toMatchObject({ claps: 0, views: 0, status: 'published' })

    const me = (await (await rest('/users/me', { headers: editor })).json()) as {
      user: { id: string }
    }
    await rest(`/users/${me.user.id}`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ role: 'admin' }),
    })
    const admin = await authHeaders(cmsUrl, TEST_ADMIN)
    const after = (await (await rest(`/users/${me.user.id}`, { headers: admin })).json()) as {
      role: string
    }
    expect(after.role).toBe('editor')
  })
})
