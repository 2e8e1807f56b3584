import { beforeAll, describe, expect, inject, it } from 'vitest'

import { articleData, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import {
  TEST_CONTRIBUTOR,
  TEST_EDITOR,
  authHeaders,
  contributorAuthorId,
  ensureStaff,
} from '../support/staff'

/**
 * The review workflow of docs/product.md (Roles and review): a contributor writes a draft it cannot
 * publish, submits it; an editor finds it in the review queue, sends it back with a note; the
 * contributor reads the note and resubmits; the editor publishes it. Contributors read their own
 * drafts only, never other people's, and delete nothing.
 */
const cmsUrl = inject('cmsUrl')
const articles = `${cmsUrl}/cms-api/articles`
const as = { contributor: {} as Record<string, string>, editor: {} as Record<string, string> }
let ownAuthorId = ''
let otherAuthorId = ''

interface ReviewAnswer {
  review: string
  requestedBy: string | null
  requestedAt: string | null
  note: string | null
}
interface Queue {
  articles: Array<{ id: string; title: string; requestedBy: string | null }>
}

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  as.contributor = await authHeaders(cmsUrl, TEST_CONTRIBUTOR)
  as.editor = await authHeaders(cmsUrl, TEST_EDITOR)
  ownAuthorId = await contributorAuthorId(payload)
  otherAuthorId = (await createAuthor(payload)).id
})

const call = (headers: Record<string, string>, path: string, method = 'GET', body?: unknown) =>
  fetch(`${articles}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function createDraft(headers: Record<string, string>, authorId: string): Promise<string> {
  const response = await call(headers, '?draft=true', 'POST', {
    ...articleData(authorId),
    _status: 'draft',
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: string } }).doc.id
}

const latest = async (id: string) =>
  (await testPayload()).findByID({ collection: 'articles', id, draft: true, depth: 0 })
const row = async (id: string) =>
  (await testPayload()).findByID({ collection: 'articles', id, depth: 0 })
const queued = async (id: string) => {
  const response = await call(as.editor, '/review-queue')
  expect(response.status).toBe(200)
  return ((await response.json()) as Queue).articles.find((article) => article.id === id)
}

describe('a contributor’s draft through review', () => {
  it('goes from draft to sent back to published', async () => {
    const id = await createDraft(as.contributor, ownAuthorId)
    const { docs } = await (
      await testPayload()
    ).find({ collection: 'users', where: { email: { equals: TEST_CONTRIBUTOR.email } } })
    const contributorId = docs[0]?.id
    expect((await row(id)).createdBy).toBe(contributorId)

    // It cannot publish: not by _status, not by the contract's `published`.
    expect((await call(as.contributor, `/${id}`, 'PATCH', { _status: 'published' })).status).toBe(
      403,
    )
    expect((await call(as.contributor, `/${id}`, 'PATCH', { published: true })).status).toBe(403)
    expect((await row(id)).published).toBe(false)

    // Nor feature it or date it: those fields refuse its values.
    const featured = await call(as.contributor, `/${id}?draft=true`, 'PATCH', {
      featured: true,
      publishedAt: '2026-01-01T00:00:00.000Z',
    })
    expect(featured.status).toBe(200)
    const afterRefusal = await latest(id)
    expect(afterRefusal.featured).toBe(false)
    expect(afterRefusal.publishedAt ?? null).toBeNull()

    // It submits; the editors' queue lists it with who asked.
    const submitted = await call(as.contributor, `/${id}/submit-for-review`, 'POST')
    expect(submitted.status).toBe(200)
    expect((await submitted.json()) as ReviewAnswer).toMatchObject({ review: 'requested' })
    expect((await queued(id))?.requestedBy).toBeTruthy()
    expect((await call(as.contributor, '/review-queue')).status).toBe(403)

    // Only an editor sends it back, and only with a note.
    expect((await call(as.contributor, `/${id}/send-back`, 'POST', { note: 'No' })).status).toBe(
      403,
    )
    expect((await call(as.editor, `/${id}/send-back`, 'POST', { note: '  ' })).status).toBe(400)
    const note = 'Name your sources for the reserve figures.'
    expect((await call(as.editor, `/${id}/send-back`, 'POST', { note })).status).toBe(200)
    expect(await queued(id)).toBeUndefined()

    // The contributor reads the note; its later saves keep it until it resubmits.
    await call(as.contributor, `/${id}?draft=true`, 'PATCH', { title: 'Sources named' })
    const sentBack = (await (await call(as.contributor, `/${id}/review`)).json()) as ReviewAnswer
    expect(sentBack).toMatchObject({ review: 'changes-requested', note })
    expect((await call(as.editor, `/${id}/send-back`, 'POST', { note: 'Again' })).status).toBe(409)
    const resubmitted = await call(as.contributor, `/${id}/submit-for-review`, 'POST')
    expect((await resubmitted.json()) as ReviewAnswer).toMatchObject({
      review: 'requested',
      note: null,
    })
    expect((await queued(id))?.title).toBe('Sources named')

    // The editor approves by publishing: the request is cleared.
    expect((await call(as.editor, `/${id}`, 'PATCH', { _status: 'published' })).status).toBe(200)
    expect(await row(id)).toMatchObject({ published: true, review: 'none', reviewNote: null })
    expect(await queued(id)).toBeUndefined()

    // Live, it is no longer the contributor's to change or to unpublish.
    expect([403, 404]).toContain(
      (await call(as.contributor, `/${id}`, 'PATCH', { title: 'After' })).status,
    )
    expect([403, 404]).toContain(
      (await call(as.contributor, `/${id}`, 'PATCH', { _status: 'draft' })).status,
    )
  })
})

describe('what a contributor may not do', () => {
  it('deletes nothing, not even its own draft', async () => {
    const id = await createDraft(as.contributor, ownAuthorId)
    expect([403, 404]).toContain((await call(as.contributor, `/${id}`, 'DELETE')).status)
    expect((await row(id)).id).toBe(id)
  })

  it('puts no other byline on its article', async () => {
    const response = await call(as.contributor, '?draft=true', 'POST', {
      ...articleData(otherAuthorId),
      _status: 'draft',
    })
    expect(response.status).toBe(403)
  })

  it('neither reads, edits nor submits another person’s draft', async () => {
    const id = await createDraft(as.editor, otherAuthorId)
    expect((await call(as.contributor, `/${id}?draft=true`)).status).toBe(404)
    const list = await call(as.contributor, `?draft=true&limit=0&where[id][equals]=${id}`)
    expect(((await list.json()) as { docs: unknown[] }).docs).toEqual([])
    expect([403, 404]).toContain(
      (await call(as.contributor, `/${id}?draft=true`, 'PATCH', { title: 'Taken' })).status,
    )
    expect((await call(as.contributor, `/${id}/submit-for-review`, 'POST')).status).toBe(404)
    expect((await latest(id)).title).not.toBe('Taken')
  })

  it('makes no editorial /api call, and reads through /api only what it may read', async () => {
    const id = await createDraft(as.contributor, ownAuthorId)
    const { slug } = await latest(id)
    const accept = await fetch(`${cmsUrl}/api/articles/${id}/accept-seo-title`, {
      method: 'POST',
      headers: as.contributor,
      body: JSON.stringify({ seoTitle: 'Mine' }),
    })
    expect(accept.status).toBe(403)
    // Its own draft, as its session reads it anywhere; never to a reader.
    expect(
      (await fetch(`${cmsUrl}/api/articles/${slug}`, { headers: as.contributor })).status,
    ).toBe(200)
    expect((await fetch(`${cmsUrl}/api/articles/${slug}`)).status).toBe(404)
  })

  it('cannot change site settings, users or integrations', async () => {
    const settings = await fetch(`${cmsUrl}/cms-api/globals/site-settings`, {
      method: 'POST',
      headers: as.contributor,
      body: JSON.stringify({ tagline: 'Mine' }),
    })
    expect(settings.status).toBe(403)
    for (const collection of ['users', 'integrations', 'webhook-endpoints', 'redirects']) {
      const created = await fetch(`${cmsUrl}/cms-api/${collection}`, {
        method: 'POST',
        headers: as.contributor,
        body: JSON.stringify({}),
      })
      expect([401, 403]).toContain(created.status)
    }
  })
})
