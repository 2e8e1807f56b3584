import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { errorBodySchema } from '@blockwise/shared'
import {
  FEDIVERSE_REPLIES_SHOWN,
  articleReactionsSchema,
} from '@blockwise/shared/schemas/fediverse'

import type { FediverseInteraction } from '../../cms/src/payload-types'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

/**
 * GET /api/articles/{slug}/fediverse: what readers see of the social web's reactions to a
 * published article. Interactions are written with the Local API, as the inbox would.
 */
const cmsUrl = inject('cmsUrl')

let slug = ''
let quietSlug = ''
let draftSlug = ''
let pendingReplyId = ''

type Interaction = Pick<FediverseInteraction, 'kind' | 'status'> &
  Partial<Pick<FediverseInteraction, 'content'>>

/** Approved replies beyond what readers are shown: the two oldest are left out. */
const APPROVED_REPLIES = FEDIVERSE_REPLIES_SHOWN + 2
const START = Date.parse('2026-11-01T00:00:00.000Z')

/** Writes `interaction` of the article `article`, received `second` seconds after START. */
async function writeInteraction(article: string, second: number, interaction: Interaction) {
  const actor = `https://example.social/users/reader${second}`
  const payload = await testPayload()
  const created = await payload.create({
    collection: 'fediverse-interactions',
    data: {
      article,
      actor,
      actorHandle: `@reader${second}@example.social`,
      actorName: `Reader ${second}`,
      activityId: `${actor}/activities/${randomUUID()}`,
      objectUrl: `${actor}/statuses/${second}`,
      receivedAt: new Date(START + second * 1000).toISOString(),
      ...interaction,
    },
    overrideAccess: true,
  })
  return created.id
}

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const article = await createArticle(payload, author.id, { published: true })
  slug = article.slug
  quietSlug = (await createArticle(payload, author.id, { published: true })).slug
  const draft = await createArticle(payload, author.id, { published: false })
  draftSlug = draft.slug

  for (let second = 0; second < APPROVED_REPLIES; second++) {
    await writeInteraction(article.id, second, {
      kind: 'reply',
      status: 'approved',
      content: `<p>Reply ${second}</p>`,
    })
  }
  const later = APPROVED_REPLIES
  await writeInteraction(article.id, later, { kind: 'like', status: 'approved' })
  await writeInteraction(article.id, later + 1, { kind: 'like', status: 'approved' })
  await writeInteraction(article.id, later + 2, { kind: 'boost', status: 'approved' })
  // Hidden by an editor: readers count it no more than they see a rejected reply.
  await writeInteraction(article.id, later + 3, { kind: 'like', status: 'rejected' })
  await writeInteraction(article.id, later + 4, {
    kind: 'reply',
    status: 'rejected',
    content: '<p>Buy my coin</p>',
  })
  pendingReplyId = await writeInteraction(article.id, later + 5, {
    kind: 'reply',
    status: 'pending',
    content: '<p>What about fees?</p>',
  })
  await writeInteraction(draft.id, 0, { kind: 'like', status: 'approved' })
})

const reactionsAt = (path: string) => fetch(`${cmsUrl}${path}`)

async function reactions(articleSlug: string) {
  const response = await reactionsAt(`/api/articles/${articleSlug}/fediverse`)
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
  return articleReactionsSchema.parse(body)
}

async function expectRefused(path: string, status: number, error: string) {
  const response = await reactionsAt(path)
  expect(response.status).toBe(status)
  expect(errorBodySchema.parse(await response.json())).toEqual({ error })
}

describe('GET /api/articles/{slug}/fediverse', () => {
  it('counts approved likes and boosts and lists the newest approved replies, oldest first', async () => {
    const answer = await reactions(slug)
    expect(answer.likes).toBe(2)
    expect(answer.boosts).toBe(1)
    const shown = Array.from(
      { length: FEDIVERSE_REPLIES_SHOWN },
      (_, index) => `<p>Reply ${index + APPROVED_REPLIES - FEDIVERSE_REPLIES_SHOWN}</p>`,
    )
    expect(answer.replies.map((reply) => reply.content)).toEqual(shown)
    const second = APPROVED_REPLIES - 1
    expect(answer.replies.at(-1)).toEqual({
      actorHandle: `@reader${second}@example.social`,
      actorName: `Reader ${second}`,
      url: `https://example.social/users/reader${second}/statuses/${second}`,
      content: `<p>Reply ${second}</p>`,
      receivedAt: new Date(START + second * 1000).toISOString(),
    })
  })

  it('shows a reply once an editor approves it, in the next answer', async () => {
    const payload = await testPayload()
    await payload.update({
      collection: 'fediverse-interactions',
      id: pendingReplyId,
      data: { status: 'approved' },
      overrideAccess: true,
    })
    const answer = await reactions(slug)
    expect(answer.replies).toHaveLength(FEDIVERSE_REPLIES_SHOWN)
    expect(answer.replies.at(-1)?.content).toBe('<p>What about fees?</p>')
    expect(answer.replies.map((reply) => reply.content)).not.toContain('<p>Buy my coin</p>')
  })

  it('answers an article nobody reacted to with nothing', async () => {
    expect(await reactions(quietSlug)).toEqual({ likes: 0, boosts: 0, replies: [] })
  })

  it('answers 404 for a draft, an unknown slug and a malformed one', async () => {
    for (const path of [draftSlug, 'no-such-article-here', 'Not_A_Slug']) {
      await expectRefused(`/api/articles/${path}/fediverse`, 404, 'Article not found')
    }
  })

  it('refuses a query parameter it does not read with 400', async () => {
    await expectRefused(
      `/api/articles/${slug}/fediverse?limit=5`,
      400,
      'Unknown query parameter: limit',
    )
  })

  it('serves GET only', async () => {
    const response = await fetch(`${cmsUrl}/api/articles/${slug}/fediverse`, { method: 'POST' })
    expect(response.status).toBe(405)
  })
})
