import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { subscriberCounts } from '../../cms/src/contract/newsletter'
import { draftsInProgress } from '../../cms/src/admin/home/draftsInProgress'
import { incompleteGenerations } from '../../cms/src/admin/home/incompleteGenerations'
import { newsletterOutlook } from '../../cms/src/admin/home/newsletterOutlook'
import { scheduledArticles } from '../../cms/src/admin/home/scheduledArticles'
import type { User } from '../../cms/src/payload-types'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_EDITOR, ensureStaff } from '../support/staff'

type RequestUser = User & { collection: 'users' }

let payload: Payload
let editor: RequestUser
let authorId = ''

async function staffUser(email: string): Promise<RequestUser> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } } })
  return { ...(docs[0] as User), collection: 'users' }
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureStaff(payload)
  editor = await staffUser(TEST_EDITOR.email)
  authorId = (await createAuthor(payload)).id
})

describe('drafts in progress', () => {
  it('lists drafts, articles in review and live ones with unpublished changes, the most recently edited first, never live ones without changes', async () => {
    const draft = await createArticle(payload, authorId, { published: false })
    const inReview = await payload.update({
      collection: 'articles',
      id: (await createArticle(payload, authorId, { published: false })).id,
      data: {},
      context: { holdForReview: true },
    })
    const published = await createArticle(payload, authorId, { published: true })
    const liveWithChanges = await createArticle(payload, authorId, { published: true })
    await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { title: `Edited draft ${uniqueSuffix()}` },
    })
    await payload.update({
      collection: 'articles',
      id: liveWithChanges.id,
      draft: true,
      data: { title: `Changed live ${uniqueSuffix()}` },
    })
    const drafts = await draftsInProgress(payload, editor)
    const mine = drafts.filter((entry) =>
      [draft.id, inReview.id, liveWithChanges.id].includes(entry.id),
    )
    expect(mine.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: liveWithChanges.id, status: 'Unpublished changes' },
      { id: draft.id, status: 'Draft' },
      { id: inReview.id, status: 'In review' },
    ])
    expect(drafts.map((entry) => entry.id)).not.toContain(published.id)
    expect(drafts.length).toBeLessThanOrEqual(10)
  })

  it('names a draft autosaved before it had a title, so its link is never empty', async () => {
    const untitled = await payload.create({
      collection: 'articles',
      draft: true,
      data: { authorId },
    })
    const drafts = await draftsInProgress(payload, editor)
    expect(drafts.find((entry) => entry.id === untitled.id)?.title).toBe('Untitled draft')
  })

  it('shows a reader (no account) none: it reads with their access', async () => {
    await createArticle(payload, authorId, { published: false })
    expect(await draftsInProgress(payload, null)).toEqual([])
  })
})

describe('scheduled articles', () => {
  it('lists the pending scheduled publishes joined to their titles, the soonest first', async () => {
    const [later, sooner] = await Promise.all([
      createArticle(payload, authorId, { published: false }),
      createArticle(payload, authorId, { published: false }),
    ])
    const queue = (id: string, type: 'publish' | 'unpublish', hours: number) =>
      payload.jobs.queue({
        task: 'schedulePublish' as never,
        input: { type, doc: { relationTo: 'articles', value: id } } as never,
        waitUntil: new Date(Date.now() + hours * 3_600_000 + 365 * 24 * 3_600_000),
      })
    await queue(later.id, 'unpublish', 2)
    await queue(sooner.id, 'publish', 1)
    const mine = (await scheduledArticles(payload)).filter((job) =>
      [later.id, sooner.id].includes(job.articleId),
    )
    expect(mine.map(({ articleId, title, action }) => ({ articleId, title, action }))).toEqual([
      { articleId: sooner.id, title: sooner.title, action: 'publish' },
      { articleId: later.id, title: later.title, action: 'unpublish' },
    ])
  })
})

describe('incomplete generations', () => {
  it('counts the records and lists the newest first', async () => {
    const before = await incompleteGenerations(payload, editor)
    const article = await createArticle(payload, authorId, { published: false })
    const record = await payload.create({
      collection: 'incomplete-articles',
      data: {
        articleId: article.id,
        articleTitle: `Stalled ${uniqueSuffix()}`,
        claudeArticleSaved: true,
        googleImageSaved: false,
      },
    })
    const after = await incompleteGenerations(payload, editor)
    expect(after.total).toBe(before.total + 1)
    expect(after.newest[0]).toEqual({
      id: record.id,
      articleTitle: record.articleTitle,
      createdAt: record.createdAt,
    })
  })

  it('refuses anyone but staff', async () => {
    await expect(incompleteGenerations(payload, null)).rejects.toThrow()
  })
})

describe('newsletter outlook', () => {
  it('counts the subscribers as the newsletter screen does and names the next digest', async () => {
    const outlook = await newsletterOutlook(payload, editor, new Date('2026-11-20T08:00:00Z'))
    expect(outlook.subscribers).toEqual(await subscriberCounts(payload, editor))
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const due = new Date(outlook.nextDigest.dueAt)
    expect(due.getUTCHours()).toBe(settings.digestHourUtc)
    expect(due.getTime()).toBeGreaterThan(new Date('2026-11-20T08:00:00Z').getTime())
    expect(due.getTime() - new Date('2026-11-20T08:00:00Z').getTime()).toBeLessThanOrEqual(
      7 * 24 * 3_600_000,
    )
    expect(outlook.nextDigest.articles).toBeGreaterThanOrEqual(outlook.nextDigest.newThisWeek)
  })
})
