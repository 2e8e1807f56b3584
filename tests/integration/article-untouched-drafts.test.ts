import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { ABANDONED_AFTER_MS } from '@/collections/Articles/untouchedDrafts/sweepAbandonedDrafts'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, editorHeaders, ensureStaff } from '../support/staff'

/**
 * Create New saves an empty draft as it opens; the edit view asks the CMS to discard it when the
 * editor leaves, and the CMS deletes only a draft nobody wrote anything into, in any version.
 */
const cmsUrl = inject('cmsUrl')
let payload: Payload
let editor: Record<string, string>
let authorId = ''

beforeAll(async () => {
  payload = await testPayload()
  await ensureStaff(payload)
  editor = await editorHeaders(cmsUrl)
  authorId = (await createAuthor(payload)).id
})

/** A new article as the admin's create view saves it: an empty draft. */
const emptyDraft = () => payload.create({ collection: 'articles', data: {}, draft: true, depth: 0 })

const discard = (id: string, headers: Record<string, string> = editor) =>
  fetch(`${cmsUrl}/cms-api/articles/${id}/discard-if-untouched`, { method: 'POST', headers })

const stillThere = async (id: string) =>
  (await payload.count({ collection: 'articles', where: { id: { equals: id } } })).totalDocs === 1

describe('discarding an untouched new article', () => {
  it('deletes an empty draft, and answers false once it is gone', async () => {
    const { id } = await emptyDraft()
    const response = await discard(id)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ discarded: true })
    expect(await stillThere(id)).toBe(false)
    expect(await (await discard(id)).json()).toEqual({ discarded: false })
  })

  it('keeps a draft whose older version holds text typed and erased again', async () => {
    const { id } = await emptyDraft()
    const save = (excerpt: string) =>
      payload.update({ collection: 'articles', id, data: { excerpt }, draft: true, depth: 0 })
    await save('Typed, then erased.')
    const latest = await save('')
    expect([latest.title, latest.slug, latest.excerpt].every((value) => !value)).toBe(true)

    expect(await (await discard(id)).json()).toEqual({ discarded: false })
    expect(await stillThere(id)).toBe(true)
  })

  it('keeps drafts with a title, live articles and articles a generation wrote', async () => {
    const titled = await payload.create({
      collection: 'articles',
      data: { title: `Only a title ${uniqueSuffix()}` },
      draft: true,
      depth: 0,
    })
    const live = await createArticle(payload, authorId, { published: true })
    const generated = await emptyDraft()
    await payload.create({
      collection: 'incomplete-articles',
      data: {
        articleId: generated.id,
        articleTitle: `Stalled generation ${uniqueSuffix()}`,
        claudeArticleSaved: false,
        googleImageSaved: false,
      },
    })
    for (const { id } of [titled, live, generated]) {
      expect(await (await discard(id)).json()).toEqual({ discarded: false })
      expect(await stillThere(id)).toBe(true)
    }
  })

  it('keeps an empty draft another user has open', async () => {
    const { id } = await emptyDraft()
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: TEST_ADMIN.email } },
    })
    await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'articles', value: id },
        user: { relationTo: 'users', value: docs[0]?.id ?? '' },
      },
    })
    expect(await (await discard(id)).json()).toEqual({ discarded: false })
    expect(await stillThere(id)).toBe(true)
  })

  it('is refused to anyone who is not an editor', async () => {
    const { id } = await emptyDraft()
    expect((await discard(id, {})).status).toBe(403)
    expect(await stillThere(id)).toBe(true)
  })
})

describe('new articles left behind in a closed tab', () => {
  /** Dates the article and its versions as made this long ago. */
  async function madeAgo(id: string, ms: number) {
    const at = new Date(Date.now() - ms).toISOString()
    await payload.db.drizzle.execute(sql`UPDATE articles SET created_at = ${at} WHERE id = ${id}`)
    await payload.db.drizzle.execute(
      sql`UPDATE _articles_v SET version_created_at = ${at} WHERE parent_id = ${id}`,
    )
  }

  it('are cleared when an editor starts another, unless something was typed into them', async () => {
    const abandoned = await emptyDraft()
    const recent = await emptyDraft()
    const titled = await emptyDraft()
    await payload.update({
      collection: 'articles',
      id: titled.id,
      data: { title: `Typed, then the tab closed ${uniqueSuffix()}` },
      draft: true,
      autosave: true,
      depth: 0,
    })
    for (const { id } of [abandoned, titled]) await madeAgo(id, ABANDONED_AFTER_MS + 60_000)

    const started = await fetch(`${cmsUrl}/cms-api/articles?draft=true`, {
      method: 'POST',
      headers: { ...editor, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(started.status).toBe(201)
    await expect.poll(() => stillThere(abandoned.id), { timeout: 10_000 }).toBe(false)
    expect(await stillThere(recent.id)).toBe(true)
    expect(await stillThere(titled.id)).toBe(true)
  })
})
