import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import {
  articleFediverseSchema,
  fediverseOverviewSchema,
  type FediverseOverview,
} from '@blockwise/shared/schemas/fediverse'

import type { FediverseInteraction } from '../../cms/src/payload-types'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_CONTRIBUTOR, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * The admin's social-web calls (editors and admins): one article's likes, boosts and replies, and
 * the overview of followers, replies to review and the newest interactions. Interactions and
 * followers are written with the Local API, as the inbox would, then counted by hand.
 */
const cmsUrl = inject('cmsUrl')

type CallerHeaders = Record<string, string>
let editor: CallerHeaders = {}
let contributor: CallerHeaders = {}
let articleId = ''
let articleTitle = ''
let quietArticleId = ''
let otherArticleId = ''
let authorId = ''
let authorName = ''
/** The overview before this file wrote anything: earlier files' interactions count too. */
let before: FediverseOverview

type Interaction = Pick<FediverseInteraction, 'kind' | 'status'> & { content?: string }

/** Oldest first; each one second after the previous, all after anything earlier files wrote. */
const INTERACTIONS: Interaction[] = [
  { kind: 'like', status: 'approved' },
  { kind: 'boost', status: 'approved' },
  { kind: 'reply', status: 'approved', content: '<p>Well put.</p>' },
  { kind: 'like', status: 'approved' },
  { kind: 'reply', status: 'rejected', content: '<p>Buy my coin</p>' },
  { kind: 'reply', status: 'pending', content: '<p>What about fees?</p>' },
  { kind: 'reply', status: 'pending', content: '<p>Source?</p>' },
]

const get = (path: string, headers: CallerHeaders = {}) =>
  fetch(`${cmsUrl}${path}`, { headers: { 'cache-control': 'no-cache', ...headers } })

async function answer(path: string): Promise<unknown> {
  const response = await get(path, editor)
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return body
}

const overview = async () => fediverseOverviewSchema.parse(await answer('/api/fediverse/overview'))

/** `interactions` of the article, received a second apart from `start` on. */
async function writeInteractions(article: string, interactions: Interaction[], start: number) {
  const payload = await testPayload()
  for (const [index, { kind, status, content }] of interactions.entries()) {
    const actor = `https://example.social/users/fan${index}`
    await payload.create({
      collection: 'fediverse-interactions',
      data: {
        kind,
        status,
        article,
        actor,
        actorHandle: `@fan${index}@example.social`,
        actorName: `Fan ${index}`,
        activityId: `${actor}/activities/${randomUUID()}`,
        objectUrl: `${actor}/statuses/${index}`,
        content: content ?? null,
        receivedAt: new Date(start + index * 1000).toISOString(),
      },
    })
  }
}

async function writeFollowers(actor: string, states: Array<'accepted' | 'pending'>) {
  const payload = await testPayload()
  for (const state of states) {
    const follower = `https://example.social/users/follower-${uniqueSuffix()}`
    await payload.create({
      collection: 'fediverse-followers',
      data: {
        actor,
        follower,
        handle: `@${follower.split('/').pop() ?? ''}@example.social`,
        inbox: `${follower}/inbox`,
        state,
        followActivity: `${follower}#follows/${randomUUID()}`,
        followKey: `${actor} ${follower}`,
      },
    })
  }
}

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  editor = await authHeaders(cmsUrl, TEST_EDITOR)
  contributor = await authHeaders(cmsUrl, TEST_CONTRIBUTOR)
  const author = await createAuthor(payload)
  authorId = author.id
  authorName = author.name
  const article = await createArticle(payload, author.id, { published: true })
  articleId = article.id
  articleTitle = article.title
  quietArticleId = (await createArticle(payload, author.id, { published: true })).id
  otherArticleId = (await createArticle(payload, author.id, { published: true })).id
  before = await overview()
  const start = Date.now() + 60_000
  // Four boosts of another article, just before: the overview's list ends with three of them.
  await writeInteractions(
    otherArticleId,
    Array.from({ length: 4 }, (): Interaction => ({ kind: 'boost', status: 'approved' })),
    start,
  )
  await writeInteractions(articleId, INTERACTIONS, start + 10_000)
  await writeFollowers(author.id, ['accepted', 'accepted', 'pending'])
})

describe('GET /api/fediverse/articles/{id}', () => {
  it('counts the article’s likes, boosts and replies by state, and lists the newest first', async () => {
    const body = articleFediverseSchema.parse(await answer(`/api/fediverse/articles/${articleId}`))
    expect(body).toMatchObject({ likes: 2, boosts: 1, replies: { pending: 2, approved: 1 } })
    expect(body.latest.map(({ kind, status }) => ({ kind, status }))).toEqual(
      INTERACTIONS.map(({ kind, status }) => ({ kind, status })).reverse(),
    )
    expect(body.latest[0]).toMatchObject({
      actorHandle: '@fan6@example.social',
      actorName: 'Fan 6',
      objectUrl: 'https://example.social/users/fan6/statuses/6',
      content: '<p>Source?</p>',
    })
    expect(body.latest.find((row) => row.kind === 'like')?.content).toBeNull()
  })

  it('is all zeros for an article nobody reacted to', async () => {
    expect(await answer(`/api/fediverse/articles/${quietArticleId}`)).toEqual({
      likes: 0,
      boosts: 0,
      replies: { pending: 0, approved: 0 },
      latest: [],
    })
  })

  it('400 for an id that is not a UUID, 404 for an unknown article', async () => {
    const malformed = await get('/api/fediverse/articles/not-an-id', editor)
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: 'The article id must be a UUID' })
    const unknown = await get(`/api/fediverse/articles/${randomUUID()}`, editor)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Article not found' })
  })
})

describe('GET /api/fediverse/overview', () => {
  it('counts the followers of the publication and of each followed author', async () => {
    const { followers } = await overview()
    expect(followers[0]).toMatchObject({ actor: 'blockwise', label: 'Blockwise' })
    expect(followers.find((row) => row.actor === authorId)).toEqual({
      actor: authorId,
      label: authorName,
      accepted: 2,
      pending: 1,
    })
  })

  it('counts the replies awaiting review: the two pending ones more than before', async () => {
    expect((await overview()).repliesAwaitingReview).toBe(before.repliesAwaitingReview + 2)
  })

  it('lists the 10 newest interactions, newest first, with their article', async () => {
    const { latest } = await overview()
    const ours = { id: articleId, title: articleTitle }
    expect(latest.map(({ kind, article }) => ({ kind, article: article.id }))).toEqual([
      ...INTERACTIONS.map(({ kind }) => ({ kind, article: articleId })).reverse(),
      ...Array.from({ length: 3 }, () => ({ kind: 'boost', article: otherArticleId })),
    ])
    expect(latest[0]?.article).toEqual(ours)
  })
})

describe('who may call them', () => {
  const paths = () => ['/api/fediverse/overview', `/api/fediverse/articles/${articleId}`]

  it('401 anonymous, 403 for a contributor', async () => {
    for (const path of paths()) {
      const anonymous = await get(path)
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toEqual({ error: 'Authentication required' })
      const refused = await get(path, contributor)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ error: 'Editors and admins only' })
    }
  })

  it('GET only: 405 with Allow for a write', async () => {
    for (const path of paths()) {
      const response = await fetch(`${cmsUrl}${path}`, { method: 'POST', headers: editor })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET')
    }
  })
})
