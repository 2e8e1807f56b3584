import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { incompleteArticleListSchema } from '@blockwise/shared'

import { JSON_HEADERS } from '../support/clients'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { type RolelessAccount, rolelessAccount } from '../support/rolelessAccount'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

const cmsUrl = inject('cmsUrl')
const callers: Record<string, Record<string, string>> = { anonymous: {} }
let articleId = ''

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  callers.editor = await authHeaders(cmsUrl, TEST_EDITOR)
  callers.admin = await authHeaders(cmsUrl, TEST_ADMIN)
  articleId = (await createArticle(payload, (await createAuthor(payload)).id)).id
})

async function newIncompleteRecord(): Promise<string> {
  const payload = await testPayload()
  const article = await createArticle(payload, (await createAuthor(payload)).id)
  const record = await payload.create({
    collection: 'incomplete-articles',
    data: {
      articleId: article.id,
      articleTitle: article.title,
      claudeArticleSaved: true,
      imagePrompt: 'A chart',
    },
  })
  return record.id
}

function call(method: string, path: string, caller: Record<string, string>, body?: unknown) {
  return fetch(`${cmsUrl}${path}`, {
    method,
    headers: body === undefined ? caller : { ...JSON_HEADERS, ...caller },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('who may call the editorial endpoints', () => {
  // [method, name, path, body, status an editor or admin gets]
  const protectedCalls: Array<[string, string, () => string, unknown, number]> = [
    [
      'POST',
      'accept-seo-title',
      () => `/api/articles/${articleId}/accept-seo-title`,
      { seoTitle: 'A title' },
      200,
    ],
    [
      'POST',
      'reject-seo-title',
      () => `/api/articles/${articleId}/reject-seo-title`,
      undefined,
      200,
    ],
    ['GET', 'incomplete-articles', () => '/api/incomplete-articles', undefined, 200],
    // Allowed, but there is no such record.
    [
      'DELETE',
      'incomplete-articles/{id}',
      () => `/api/incomplete-articles/${randomUUID()}`,
      undefined,
      404,
    ],
  ]

  it.each(protectedCalls)(
    '%s %s: 401 anonymous, allowed for editors and admins',
    async (method, _name, path, body, allowedStatus) => {
      const anonymous = await call(method, path(), callers.anonymous ?? {}, body)
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toEqual({ error: 'Authentication required' })
      for (const role of ['editor', 'admin']) {
        expect((await call(method, path(), callers[role] ?? {}, body)).status).toBe(allowedStatus)
      }
    },
  )
})

describe('accounts without an editorial role', () => {
  let roleless: RolelessAccount | undefined
  let incompleteId = ''
  beforeAll(async () => {
    roleless = await rolelessAccount(cmsUrl, inject('databaseUrl'))
    incompleteId = await newIncompleteRecord()
    await (
      await testPayload()
    ).update({ collection: 'articles', id: articleId, data: { seoTitle: 'Kept title' } })
  })
  afterAll(() => roleless?.remove())

  // Every call behind editorRoute or the SEO-title routes, with a body an editor could send.
  const editorOnlyCalls: Array<[string, string, unknown]> = [
    ['POST', '/api/articles/{article}/accept-seo-title', { seoTitle: 'Not yours' }],
    ['POST', '/api/articles/{article}/reject-seo-title', undefined],
    ['GET', '/api/incomplete-articles', undefined],
    ['DELETE', '/api/incomplete-articles/{record}', undefined],
    ['POST', '/api/incomplete-articles/{record}/retry', undefined],
    ['GET', '/api/generation', undefined],
    ['POST', '/api/generation', { topic: 'Bitcoin halving', authorId: randomUUID() }],
    ['GET', '/api/newsletter/digest/preview', undefined],
    ['POST', '/api/newsletter/digest/propose', undefined],
    ['POST', '/api/newsletter/digest/test', undefined],
    ['POST', '/api/newsletter/digest/send', undefined],
    ['GET', '/api/newsletter/issues', undefined],
    ['GET', '/api/newsletter/subscribers/counts', undefined],
    ['GET', '/api/newsletter/subscribers.csv', undefined],
  ]
  const pathOf = (template: string) =>
    template.replace('{article}', articleId).replace('{record}', incompleteId)

  it.each(editorOnlyCalls)(
    '%s %s: 401 anonymous, 403 without a role',
    async (method, template, body) => {
      const anonymous = await call(method, pathOf(template), {}, body)
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toEqual({ error: 'Authentication required' })
      const response = await call(method, pathOf(template), roleless?.headers ?? {}, body)
      expect(response.status).toBe(403)
      const refusal = template.startsWith('/api/newsletter/subscribers')
        ? 'Editors, admins and keys with the subscribers:read scope only'
        : 'Editors and admins only'
      expect(await response.json()).toEqual({ error: refusal })
    },
  )

  it('changed nothing with those calls', async () => {
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'articles', id: articleId })).seoTitle).toBe(
      'Kept title',
    )
    expect(
      (
        await payload.count({
          collection: 'incomplete-articles',
          where: { id: { equals: incompleteId } },
        })
      ).totalDocs,
    ).toBe(1)
  })
})

describe('SEO title', () => {
  it('accept saves the proposed title and reject clears it', async () => {
    const payload = await testPayload()
    const accepted = await call(
      'POST',
      `/api/articles/${articleId}/accept-seo-title`,
      callers.editor ?? {},
      {
        seoTitle: '  Bitcoin, Explained Simply  ',
      },
    )
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ id: articleId, seoTitle: 'Bitcoin, Explained Simply' })
    expect((await payload.findByID({ collection: 'articles', id: articleId })).seoTitle).toBe(
      'Bitcoin, Explained Simply',
    )

    const rejected = await call(
      'POST',
      `/api/articles/${articleId}/reject-seo-title`,
      callers.admin ?? {},
    )
    expect(await rejected.json()).toEqual({ id: articleId, seoTitle: null })
    expect(
      (await payload.findByID({ collection: 'articles', id: articleId })).seoTitle ?? null,
    ).toBeNull()
  })

  it.each([
    [{}, 400, 'seoTitle is required'],
    [{ seoTitle: '   ' }, 400, 'seoTitle is required'],
    [{ seoTitle: 7 }, 400, 'seoTitle is required'],
    [{ seoTitle: 'x'.repeat(121) }, 400, 'seoTitle must be 120 characters or less'],
  ])('accept with %o → %i', async (body, status, error) => {
    const response = await call(
      'POST',
      `/api/articles/${articleId}/accept-seo-title`,
      callers.editor ?? {},
      body,
    )
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error })
  })

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      const response = await call(
        'POST',
        `/api/articles/${encodeURIComponent(id)}/reject-seo-title`,
        callers.editor ?? {},
      )
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Article not found' })
    }
  })
})

describe('incomplete articles', () => {
  it('lists records newest first and deletes one', async () => {
    const older = await newIncompleteRecord()
    const newer = await newIncompleteRecord()
    const list = incompleteArticleListSchema.parse(
      await (await call('GET', '/api/incomplete-articles', callers.editor ?? {})).json(),
    )
    const ids = list.map((record) => record.id)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older))
    expect(list.find((record) => record.id === newer)).toMatchObject({
      claudeArticleSaved: true,
      googleImageSaved: false,
      imagePrompt: 'A chart',
    })

    const deleted = await call('DELETE', `/api/incomplete-articles/${older}`, callers.editor ?? {})
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({
      message: 'Incomplete article record removed successfully',
    })
    const again = await call('DELETE', `/api/incomplete-articles/${older}`, callers.editor ?? {})
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ error: 'Incomplete article not found' })
  })
})
