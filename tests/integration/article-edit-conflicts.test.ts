import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { EDITING_INTENT_FORMAT } from '@/collections/Articles/editing/editingEndpoint'
import { EDITED_FROM_FORMAT } from '@/collections/Articles/editing/readEditedFrom'
import { ARTICLE_LOCK_SECONDS } from '@/collections/Articles/editing/timing'
import type { Article } from '@/payload-types'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { graphql } from '../support/graphql'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let payload: Payload
let editor: Record<string, string> = {}
let admin: Record<string, string> = {}
let authorId = ''

beforeAll(async () => {
  payload = await testPayload()
  editor = await editorHeaders(cmsUrl)
  admin = await authHeaders(cmsUrl, TEST_ADMIN)
  authorId = (await createAuthor(payload)).id
})

type Body = Record<string, unknown> & {
  errors?: Array<{ message: string; data?: { keptVersionId?: string } }>
  doc?: Article
}

async function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${cmsUrl}/cms-api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Body }
}

/** An autosave of the admin's form, naming the version it was edited from. */
const autosave = (id: string, headers: Record<string, string>, data: Record<string, unknown>) =>
  send('PATCH', `/articles/${id}?draft=true&autosave=true&depth=0`, headers, data)

/** One heartbeat of an open edit view. */
const editing = (id: string, headers: Record<string, string>, intent: string) =>
  send('POST', `/articles/${id}/editing`, headers, { intent })

async function account(email: string) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } } })
  return { ...docs[0]!, collection: 'users' as const }
}

async function versionsOf(articleId: string) {
  const { docs } = await payload.findVersions({
    collection: 'articles',
    where: { parent: { equals: articleId } },
    sort: '-updatedAt',
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return docs
}

const draftOf = (id: string) =>
  payload.findByID({ collection: 'articles', id, draft: true, depth: 0 })

const titles = (versions: Awaited<ReturnType<typeof versionsOf>>) =>
  versions.map(({ version }) => version.title)

/** An article opened by two editors: both loaded the version saved at `loaded`. */
async function openedTwice() {
  const article = await createArticle(payload, authorId)
  return { id: article.id, loaded: article.updatedAt, suffix: uniqueSuffix() }
}

describe('a save that names the version it was edited from', () => {
  it('is refused with 409 when someone else saved since, and both versions are kept', async () => {
    const { id, loaded, suffix } = await openedTwice()
    const newer = `The admin's newer title ${suffix}`
    const stale = `The editor's stale title ${suffix}`
    expect((await autosave(id, admin, { title: newer, editedFrom: loaded })).status).toBe(200)

    const refused = await autosave(id, editor, { title: stale, editedFrom: loaded })
    expect(refused.status).toBe(409)
    expect(refused.body.errors?.[0]?.message).toMatch(
      /^Not saved: a newer version of this article was saved by admin@test\.blockwise at \d{1,2} \w{3} \d{2}:\d{2}:\d{2} UTC after you opened it\. Your changes are kept as a version of their own in Versions/,
    )

    expect((await draftOf(id)).title).toBe(newer)
    const versions = await versionsOf(id)
    expect(titles(versions)).toEqual(expect.arrayContaining([newer, stale]))
    const kept = versions.find(({ version }) => version.title === stale)
    expect(kept?.latest).toBe(false)
    expect(kept?.version._status).toBe('draft')
    expect(kept?.version.lastEditedBy).toBe(String((await account(TEST_EDITOR.email)).id))
    expect(versions.find(({ version }) => version.title === newer)?.latest).toBe(true)
  })

  it('keeps one version of a conflict as the editor goes on typing, not one per autosave', async () => {
    const { id, loaded, suffix } = await openedTwice()
    expect(
      (await autosave(id, admin, { title: `Newer ${suffix}`, editedFrom: loaded })).status,
    ).toBe(200)
    for (const typed of ['A', 'An', 'And on']) {
      const refused = await autosave(id, editor, {
        title: `${typed} ${suffix}`,
        editedFrom: loaded,
      })
      expect(refused.status).toBe(409)
    }
    const kept = titles(await versionsOf(id)).filter((title) => !title?.startsWith('Newer'))
    expect(kept).toEqual([`And on ${suffix}`, expect.stringMatching(/^Test article/)])
  })

  it('goes through once the editor continues from the newer version', async () => {
    const { id, loaded, suffix } = await openedTwice()
    const saved = await autosave(id, admin, { title: `Newer ${suffix}`, editedFrom: loaded })
    const reloaded = saved.body.doc?.updatedAt
    expect(reloaded).toEqual(expect.any(String))
    const continued = await autosave(id, editor, {
      title: `Continued ${suffix}`,
      editedFrom: reloaded,
    })
    expect(continued.status).toBe(200)
    expect((await draftOf(id)).title).toBe(`Continued ${suffix}`)
  })

  it("is not refused over the editor's own saves, nor when it names no version", async () => {
    const { id, loaded, suffix } = await openedTwice()
    for (const typed of ['One', 'Two']) {
      expect(
        (await autosave(id, editor, { title: `${typed} ${suffix}`, editedFrom: loaded })).status,
      ).toBe(200)
    }
    expect((await autosave(id, admin, { title: `Unchecked ${suffix}` })).status).toBe(200)
    expect((await draftOf(id)).title).toBe(`Unchecked ${suffix}`)
  })

  it('is refused the same when published, through the Local API for a user and through GraphQL', async () => {
    const { id, loaded, suffix } = await openedTwice()
    expect(
      (await autosave(id, admin, { title: `Newer ${suffix}`, editedFrom: loaded })).status,
    ).toBe(200)
    const published = await send('PATCH', `/articles/${id}?depth=0`, editor, {
      title: `Published over ${suffix}`,
      _status: 'published',
      editedFrom: loaded,
    })
    expect(published.status).toBe(409)

    const sent = { title: `Local ${suffix}`, editedFrom: loaded }
    const local = payload.update({
      collection: 'articles',
      id,
      data: sent,
      draft: true,
      overrideAccess: false,
      user: await account(TEST_EDITOR.email),
    })
    await expect(local).rejects.toMatchObject({ status: 409 })

    const answer = await graphql(
      cmsUrl,
      `
        mutation ($id: String!, $title: String!, $from: String!) {
          updateArticle(id: $id, draft: true, data: { title: $title, editedFrom: $from }) {
            id
          }
        }
      `,
      editor,
      { id, title: `GraphQL ${suffix}`, from: loaded },
    )
    expect(answer.errors?.[0]?.message).toMatch(/^Not saved: a newer version/)

    const draft = await draftOf(id)
    expect(draft.title).toBe(`Newer ${suffix}`)
    expect(draft._status).toBe('draft')
  })

  it('answers what is not an instant with 400 saying what to send, never a 500', async () => {
    const { id } = await openedTwice()
    for (const editedFrom of ['yesterday', '2026-12-05', 1733400000000, { at: 'now' }, [], true]) {
      const answer = await autosave(id, editor, { title: 'Bad', editedFrom })
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.[0]?.message).toBe(EDITED_FROM_FORMAT)
    }
  })

  it('checks concurrent saves from the same version one at a time: one wins, one is kept', async () => {
    const { id, loaded, suffix } = await openedTwice()
    const answers = await Promise.all([
      autosave(id, admin, { title: `Admin ${suffix}`, editedFrom: loaded }),
      autosave(id, editor, { title: `Editor ${suffix}`, editedFrom: loaded }),
    ])
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409])
    const winner = answers.find(({ status }) => status === 200)?.body.doc?.title
    expect((await draftOf(id)).title).toBe(winner)
    const shown = titles(await versionsOf(id))
    expect(shown).toEqual(expect.arrayContaining([`Admin ${suffix}`, `Editor ${suffix}`]))
  })
})

describe("an autosave over another editor's autosave", () => {
  it('starts a version of its own, so every save stays in the history', async () => {
    const { id, suffix } = await openedTwice()
    const first = await autosave(id, admin, { title: `Admin typed ${suffix}` })
    expect((await autosave(id, admin, { title: `Admin typed more ${suffix}` })).status).toBe(200)
    expect(first.status).toBe(200)
    expect((await autosave(id, editor, { title: `Editor typed ${suffix}` })).status).toBe(200)
    expect(titles(await versionsOf(id)).slice(0, 2)).toEqual([
      `Editor typed ${suffix}`,
      `Admin typed more ${suffix}`,
    ])
  })
})

describe("an article's editing lock", () => {
  const locksOf = async (id: string) =>
    (
      await payload.find({
        collection: 'payload-locked-documents',
        where: { 'document.value': { equals: id } },
        depth: 0,
      })
    ).docs

  it('is held by the editor who opened the article, and names them to the next one', async () => {
    const { id } = await openedTwice()
    const held = await editing(id, editor, 'hold')
    expect(held.status).toBe(200)
    expect(held.body.holder).toMatchObject({ name: TEST_EDITOR.email })
    const second = await editing(id, admin, 'hold')
    expect(second.body.holder).toMatchObject({ name: TEST_EDITOR.email })
  })

  it("lasts through its holder's saves, and refuses others' saves until taken over", async () => {
    const { id, loaded, suffix } = await openedTwice()
    await editing(id, editor, 'hold')
    expect(
      (await autosave(id, editor, { title: `Held ${suffix}`, editedFrom: loaded })).status,
    ).toBe(200)
    expect((await editing(id, admin, 'watch')).body.holder).toMatchObject({
      name: TEST_EDITOR.email,
    })
    expect((await autosave(id, admin, { title: `Blocked ${suffix}` })).status).toBe(423)

    // Payload's "Take over" moves the lock to its caller; the first editor's saves then stop.
    const [lock] = await locksOf(id)
    const adminAccount = await account(TEST_ADMIN.email)
    const taken = await send('PATCH', `/payload-locked-documents/${lock?.id}`, admin, {
      user: { relationTo: 'users', value: adminAccount.id },
    })
    expect(taken.status).toBe(200)
    expect((await editing(id, editor, 'hold')).body.holder).toMatchObject({
      name: TEST_ADMIN.email,
    })
    expect((await autosave(id, editor, { title: `After take-over ${suffix}` })).status).toBe(423)
    expect((await draftOf(id)).title).toBe(`Held ${suffix}`)
  })

  it('is let go when the editor closes the article, and lapses when nothing renews it', async () => {
    const { id } = await openedTwice()
    await editing(id, editor, 'hold')
    expect((await editing(id, editor, 'release')).body.holder).toBeNull()
    expect((await editing(id, admin, 'hold')).body.holder).toMatchObject({
      name: TEST_ADMIN.email,
    })

    // The admin's tab dies without a word: nothing renews the lock any more.
    const lapsed = new Date(Date.now() - (ARTICLE_LOCK_SECONDS + 1) * 1000).toISOString()
    const adminAccount = await account(TEST_ADMIN.email)
    await payload.delete({
      collection: 'payload-locked-documents',
      where: { 'document.value': { equals: id } },
    })
    await payload.db.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'articles', value: id },
        user: { relationTo: 'users', value: adminAccount.id },
        createdAt: lapsed,
        updatedAt: lapsed,
      },
    })
    expect((await editing(id, editor, 'watch')).body.holder).toBeNull()
    expect((await editing(id, editor, 'hold')).body.holder).toMatchObject({
      name: TEST_EDITOR.email,
    })
  })

  it("reports the latest save and the caller's kept version", async () => {
    const { id, loaded, suffix } = await openedTwice()
    await autosave(id, admin, { title: `Newer ${suffix}`, editedFrom: loaded })
    const refused = await autosave(id, editor, { title: `Stale ${suffix}`, editedFrom: loaded })
    const state = (await editing(id, editor, 'watch')).body
    expect(state.latest).toMatchObject({ savedBy: { name: TEST_ADMIN.email } })
    expect(state.kept).toMatchObject({
      versionId: refused.body.errors?.[0]?.data?.keptVersionId,
    })
    expect((await editing(id, admin, 'watch')).body.kept).toBeNull()
  })

  it('answers bad calls with a clear 4xx', async () => {
    const { id } = await openedTwice()
    const missing = await send('POST', `/articles/${id}/editing`, editor, { intent: 'steal' })
    expect(missing.status).toBe(400)
    expect(missing.body.errors?.[0]?.message).toBe(EDITING_INTENT_FORMAT)
    expect((await send('POST', `/articles/${id}/editing`, editor, '{"intent":')).status).toBe(400)
    expect((await send('POST', `/articles/${id}/editing`, editor, '[]')).status).toBe(400)
    expect((await editing('not-an-id', editor, 'hold')).status).toBe(404)
    expect((await editing(randomUUID(), editor, 'hold')).status).toBe(404)
    expect((await editing(id, { 'content-type': 'application/json' }, 'hold')).status).toBe(403)
  })
})
