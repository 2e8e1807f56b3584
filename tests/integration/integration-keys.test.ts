import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { Article } from '../../cms/src/payload-types'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { docsOf, graphql } from '../support/graphql'
import { createIntegration, keyHeaders, type TestIntegration } from '../support/integrationKeys'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * Integration keys (`Authorization: integrations API-Key <key>`): who creates and sees them, and
 * what each scope may do on /api, on Payload's REST API and on GraphQL.
 */
const cmsUrl = inject('cmsUrl')
let admin: Record<string, string>
let editor: Record<string, string>
let reader: TestIntegration
let editorial: TestIntegration
let draft: Article
let live: Article

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  admin = await authHeaders(cmsUrl, TEST_ADMIN)
  editor = await authHeaders(cmsUrl, TEST_EDITOR)
  reader = await createIntegration(cmsUrl, admin, 'read')
  editorial = await createIntegration(cmsUrl, admin, 'editorial')
  const author = await createAuthor(payload)
  draft = await createArticle(payload, author.id)
  live = await createArticle(payload, author.id, { published: true })
})

const get = (path: string, headers: Record<string, string>) =>
  fetch(`${cmsUrl}${path}`, { headers })

/** The id of the account the session `headers` belong to. */
async function accountId(headers: Record<string, string>): Promise<string> {
  const { user } = (await (await get('/cms-api/users/me', headers)).json()) as {
    user: { id: string }
  }
  return user.id
}

const post = (path: string, headers: Record<string, string>, body: unknown) =>
  fetch(`${cmsUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })

/** The caller `headers` name can neither list, read nor create integration keys, anywhere. */
async function expectNoKeyAccess(headers: Record<string, string>): Promise<void> {
  expect((await get('/cms-api/integrations', headers)).status).toBe(403)
  expect((await get(`/cms-api/integrations/${reader.id}`, headers)).status).toBe(403)
  const minted = await post('/cms-api/integrations', headers, {
    name: 'Escalated',
    scope: 'editorial',
    apiKey: crypto.randomUUID(),
  })
  expect(minted.status).toBe(403)
  const answer = await graphql(cmsUrl, '{ Integrations { docs { id name } } }', headers)
  expect(docsOf(answer, 'Integrations')).toEqual([])
}

describe('creating a key', () => {
  it('shows the key only to its creator: it is never answered, and only its index is stored', async () => {
    const response = await get(`/cms-api/integrations/${reader.id}`, admin)
    expect(response.status).toBe(200)
    const doc = (await response.json()) as Record<string, unknown>
    expect(doc).not.toHaveProperty('apiKey')
    expect(doc).not.toHaveProperty('apiKeyIndex')
    expect(doc.hasAPIKey).toBe(true)
    expect(JSON.stringify(doc)).not.toContain(reader.key)
    expect((doc.createdBy as { id: string }).id).toBe(await accountId(admin))
    const { rows } = await (
      await testPayload()
    ).db.drizzle.execute(
      sql`SELECT api_key, api_key_index FROM integrations WHERE id = ${reader.id}`,
    )
    expect(rows[0]?.api_key).toBeNull()
    expect(rows[0]?.api_key_index).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a short key with a clear 400', async () => {
    const response = await post('/cms-api/integrations', admin, {
      name: `Weak ${uniqueSuffix()}`,
      scope: 'read',
      apiKey: 'guessable',
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('at least 32 characters')
  })

  it('is for admins only: editors neither see nor create keys, on REST or GraphQL', async () => {
    await expectNoKeyAccess(editor)
  })
})

describe.each([
  ['read', () => reader],
  ['editorial', () => editorial],
] as const)('a %s key', (scope, integration) => {
  const editorialScope = scope === 'editorial'

  it('makes readers’ calls on /api, and sees drafts only with the editorial scope', async () => {
    const { headers } = integration()
    expect((await get(`/api/articles/${live.slug}`, headers)).status).toBe(200)
    expect((await get(`/api/articles/${draft.slug}`, headers)).status).toBe(
      editorialScope ? 200 : 404,
    )
  })

  it('makes the editors’ /api calls only with the editorial scope', async () => {
    const response = await get('/api/incomplete-articles', integration().headers)
    expect(response.status).toBe(editorialScope ? 200 : 403)
  })

  it('writes content through REST only with the editorial scope', async () => {
    const { headers } = integration()
    const response = await post('/cms-api/tags', headers, { name: `Key tag ${uniqueSuffix()}` })
    expect(response.status).toBe(editorialScope ? 201 : 403)
    const drafts = await get(`/cms-api/articles?where[id][equals]=${draft.id}`, headers)
    expect(((await drafts.json()) as { docs: unknown[] }).docs).toHaveLength(editorialScope ? 1 : 0)
  })

  it('writes content through GraphQL only with the editorial scope', async () => {
    const suffix = uniqueSuffix()
    const answer = await graphql(
      cmsUrl,
      // The input type makes every required field non-null; the server derives the count.
      'mutation ($name: String!, $slug: String!) { createTag(data: { name: $name, slug: $slug, count: 0 }) { id name } }',
      integration().headers,
      { name: `GraphQL key tag ${suffix}`, slug: `graphql-key-tag-${suffix}` },
    )
    if (editorialScope)
      expect(answer.data?.createTag).toMatchObject({ name: `GraphQL key tag ${suffix}` })
    else expect(answer.errors?.[0]?.message).toMatch(/not allowed/i)
  })

  it('never reads or writes accounts or keys', async () => {
    const { headers } = integration()
    expect((await get('/cms-api/users', headers)).status).toBe(403)
    await expectNoKeyAccess(headers)
    const editorId = await accountId(editor)
    const patched = await fetch(`${cmsUrl}/cms-api/users/${editorId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ role: 'admin', password: 'taken-over-1234' }),
    })
    expect(patched.status).toBe(403)
    const created = await post('/cms-api/users', headers, {
      email: `key-${uniqueSuffix()}@test.blockwise`,
      password: 'a-long-password-1',
      role: 'admin',
    })
    expect(created.status).toBe(403)
    const answer = await graphql(cmsUrl, '{ Users { docs { id email } } }', headers)
    expect(docsOf(answer, 'Users')).toEqual([])
  })

  it('never lists, takes or releases an editor’s document lock', async () => {
    const { headers } = integration()
    const held = await post('/cms-api/payload-locked-documents', editor, {
      document: { relationTo: 'articles', value: draft.id },
      user: { relationTo: 'users', value: await accountId(editor) },
    })
    expect(held.status).toBe(201)
    const { doc: lock } = (await held.json()) as { doc: { id: string } }
    expect((await get('/cms-api/payload-locked-documents', headers)).status).toBe(403)
    expect((await get(`/cms-api/payload-locked-documents/${lock.id}`, headers)).status).toBe(403)
    const taken = await post('/cms-api/payload-locked-documents', headers, {
      document: { relationTo: 'articles', value: live.id },
    })
    expect(taken.status).toBe(403)
    const released = await fetch(`${cmsUrl}/cms-api/payload-locked-documents/${lock.id}`, {
      method: 'DELETE',
      headers,
    })
    expect(released.status).toBe(403)
    const answer = await graphql(cmsUrl, '{ PayloadLockedDocuments { docs { id } } }', headers)
    expect(docsOf(answer, 'PayloadLockedDocuments')).toEqual([])
    expect((await get(`/cms-api/payload-locked-documents/${lock.id}`, editor)).status).toBe(200)
    await fetch(`${cmsUrl}/cms-api/payload-locked-documents/${lock.id}`, {
      method: 'DELETE',
      headers: editor,
    })
  })
})

describe('an unknown key', () => {
  it('is refused with 401 and a WWW-Authenticate challenge, even on a public read', async () => {
    const stranger = keyHeaders(crypto.randomUUID())
    for (const path of ['/api/articles', '/cms-api/tags']) {
      const response = await get(path, stranger)
      expect(response.status, path).toBe(401)
      expect(response.headers.get('www-authenticate')).toContain('integrations API-Key')
    }
  })
})
