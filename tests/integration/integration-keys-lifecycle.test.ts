import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { graphql } from '../support/graphql'
import {
  createIntegration,
  keyHeaders,
  patchIntegration,
  type TestIntegration,
} from '../support/integrationKeys'
import { INTEGRATION_KEY_BUDGET } from '../support/integrationKeyBudget'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * An integration key's life: revoked for good, rotated, held to its budget, and its use recorded
 * (last used, and what it wrote). The shared CMS gives a key INTEGRATION_KEY_BUDGET calls a minute.
 */
const cmsUrl = inject('cmsUrl')
const CHALLENGE = 'JWT realm="blockwise", integrations API-Key realm="blockwise"'
let admin: Record<string, string>
let editor: Record<string, string>

beforeAll(async () => {
  await ensureStaff(await testPayload())
  admin = await authHeaders(cmsUrl, TEST_ADMIN)
  editor = await authHeaders(cmsUrl, TEST_EDITOR)
})

const get = (path: string, headers: Record<string, string>) =>
  fetch(`${cmsUrl}${path}`, { headers })

/** The status of one call on each API: /api, Payload's REST, GraphQL. */
async function statusesOf(headers: Record<string, string>): Promise<number[]> {
  const graphqlAnswer = await fetch(`${cmsUrl}/cms-api/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: '{ Tags(limit: 1) { totalDocs } }' }),
  })
  return [
    (await get('/api/articles', headers)).status,
    (await get('/cms-api/tags?limit=1', headers)).status,
    graphqlAnswer.status,
  ]
}

async function integrationDoc(id: string): Promise<Record<string, unknown>> {
  return (await (await get(`/cms-api/integrations/${id}`, admin)).json()) as Record<string, unknown>
}

describe('revoking a key', () => {
  let integration: TestIntegration

  beforeAll(async () => {
    integration = await createIntegration(cmsUrl, admin, 'editorial')
  })

  it('makes every call with it 401, on /api, REST and GraphQL, for good', async () => {
    expect(await statusesOf(integration.headers)).toEqual([200, 200, 200])
    expect(
      (await patchIntegration(cmsUrl, admin, integration.id, { revokedAt: new Date() })).ok,
    ).toBe(true)
    expect(await statusesOf(integration.headers)).toEqual([401, 401, 401])
    const refused = await get('/api/articles', integration.headers)
    expect(refused.headers.get('www-authenticate')).toBe(CHALLENGE)
    expect(await refused.json()).toEqual({
      error: 'The integration key is not valid or was revoked',
    })

    const revived = await patchIntegration(cmsUrl, admin, integration.id, { apiKey: randomUUID() })
    expect(revived.status).toBe(400)
    expect(JSON.stringify(await revived.json())).toContain('revoked: create a new one')
    await patchIntegration(cmsUrl, admin, integration.id, { revokedAt: null })
    expect((await integrationDoc(integration.id)).revokedAt).toBeTruthy()
    expect(await statusesOf(integration.headers)).toEqual([401, 401, 401])
  })
})

describe('rotating a key', () => {
  it('replaces it: the old key stops working at once, the new one works', async () => {
    const integration = await createIntegration(cmsUrl, admin, 'read')
    expect(await statusesOf(integration.headers)).toEqual([200, 200, 200])
    const rotated = randomUUID()
    expect((await patchIntegration(cmsUrl, admin, integration.id, { apiKey: rotated })).ok).toBe(
      true,
    )
    expect(await statusesOf(integration.headers)).toEqual([401, 401, 401])
    expect(await statusesOf(keyHeaders(rotated))).toEqual([200, 200, 200])
  })
})

describe('a key’s budget', () => {
  it('answers 429 with Retry-After once spent, across the APIs, and leaves other keys alone', async () => {
    const spent = await createIntegration(cmsUrl, admin, 'read')
    const other = await createIntegration(cmsUrl, admin, 'read')
    for (let call = 0; call < INTEGRATION_KEY_BUDGET - 1; call++)
      expect((await get('/api/tags', spent.headers)).status).toBe(200)
    expect((await get('/cms-api/tags?limit=1', spent.headers)).status).toBe(200)
    for (const path of ['/api/tags', '/cms-api/tags']) {
      const refused = await get(path, spent.headers)
      expect(refused.status, path).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect((await get('/api/tags', other.headers)).status).toBe(200)
  })
})

describe('the audit of a key', () => {
  it('stamps lastUsedAt on use, at most once a minute', async () => {
    const integration = await createIntegration(cmsUrl, admin, 'read')
    expect((await integrationDoc(integration.id)).lastUsedAt).toBeFalsy()
    const before = Date.now()
    await get('/api/tags', integration.headers)
    const stamped = (await integrationDoc(integration.id)).lastUsedAt as string
    expect(Date.parse(stamped)).toBeGreaterThanOrEqual(before - 1000)
    await get('/cms-api/tags', integration.headers)
    expect((await integrationDoc(integration.id)).lastUsedAt).toBe(stamped)
  })

  it('records every write the key makes, through REST, GraphQL and /api, for admins only', async () => {
    const integration = await createIntegration(cmsUrl, admin, 'editorial')
    const { headers } = integration
    const created = await fetch(`${cmsUrl}/cms-api/tags`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Audited ${uniqueSuffix()}` }),
    })
    const tagId = ((await created.json()) as { doc: { id: string } }).doc.id
    await graphql(cmsUrl, 'mutation ($id: String!) { deleteTag(id: $id) { id } }', headers, {
      id: tagId,
    })
    const payload = await testPayload()
    const stalled = await createArticle(payload, (await createAuthor(payload)).id)
    const incomplete = await payload.create({
      collection: 'incomplete-articles',
      data: { articleId: stalled.id, articleTitle: stalled.title },
    })
    const called = await fetch(`${cmsUrl}/api/incomplete-articles/${incomplete.id}`, {
      method: 'DELETE',
      headers,
    })
    expect(called.ok).toBe(true)
    // Reading is not a write: nothing is recorded for it.
    await get('/cms-api/tags', headers)

    const query = `/cms-api/integration-events?where[integration][equals]=${integration.id}&sort=createdAt&depth=0`
    const events = (await (await get(query, admin)).json()) as {
      docs: Array<{ action: string; target: string; documentId?: string | null }>
    }
    // Writes in one request may share a millisecond: their order is not asserted.
    const recorded = events.docs.map(({ action, target, documentId }) => ({
      action,
      target,
      documentId,
    }))
    expect(recorded).toHaveLength(4)
    expect(recorded).toEqual(
      expect.arrayContaining([
        { action: 'create', target: 'tags', documentId: tagId },
        { action: 'delete', target: 'tags', documentId: tagId },
        { action: 'delete', target: 'incomplete-articles', documentId: incomplete.id },
        {
          action: 'call',
          target: `DELETE /api/incomplete-articles/${incomplete.id}`,
          documentId: null,
        },
      ]),
    )
    expect((await get('/cms-api/integration-events', editor)).status).toBe(403)
    expect((await get('/cms-api/integration-events', headers)).status).toBe(403)
  })
})

describe('a 401 on /api', () => {
  it('says how to authenticate, whatever was missing or wrong', async () => {
    const callers = [{}, { authorization: 'JWT not-a-token' }, keyHeaders(randomUUID())]
    for (const headers of callers) {
      const response = await get('/api/incomplete-articles', headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe(CHALLENGE)
    }
  })
})
