import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import {
  articleListSchema,
  articleSchema,
  authorListSchema,
  authorSchema,
  changesPageSchema,
  tagListSchema,
  tagSchema,
  type ChangesPage,
  type ContentChange,
} from '@blockwise/shared'

import { pruneContentChanges } from '../../cms/src/contract/changesRetention'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { createIntegration } from '../support/integrationKeys'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, authHeaders, ensureStaff } from '../support/staff'

/**
 * The sync calls (docs/api.md#sync): a mirror that lists the archive and then follows the changes
 * feed ends identical to a fresh listing; a transaction that commits after a later one was read is
 * still delivered; old and foreign cursors are refused; the lists' updatedSince, sort and totals.
 */
const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })
let payload: Payload

beforeAll(async () => {
  await db.connect()
  payload = await testPayload()
})
afterAll(() => db.end())

const FRESH = { 'cache-control': 'no-cache' }

async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${cmsUrl}${path}`, { headers: { ...FRESH, ...headers } })
  return { response, body: (await response.json()) as unknown }
}

async function feed(since?: string, limit = 200): Promise<ChangesPage> {
  const query = new URLSearchParams({ limit: String(limit), ...(since ? { since } : {}) })
  const { response, body } = await getJson(`/api/changes?${query}`)
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return changesPageSchema.parse(body)
}

/** What a mirror keeps of each document: enough to tell it is the current one. */
interface Kept {
  slug: string
  updatedAt: string
}
interface Copy {
  articles: Map<string, Kept>
  tags: Map<string, Kept>
  authors: Map<string, Kept>
}

const kept = (items: ReadonlyArray<{ id: string } & Kept>) =>
  new Map(items.map(({ id, slug, updatedAt }) => [id, { slug, updatedAt }]))

/** The archive as a fresh listing answers it: every published article by cursor, tags, authors. */
async function listArchive(): Promise<Copy> {
  const articles: Array<{ id: string } & Kept> = []
  let path: string | null = '/api/articles?limit=100'
  while (path) {
    const { response, body } = await getJson(path)
    expect(response.status).toBe(200)
    articles.push(...articleListSchema.parse(body))
    const cursor = response.headers.get('x-next-cursor')
    path = cursor ? `/api/articles?limit=100&cursor=${cursor}` : null
  }
  const tags = tagListSchema.parse((await getJson('/api/tags')).body)
  const authors = authorListSchema.parse((await getJson('/api/authors')).body)
  return { articles: kept(articles), tags: kept(tags), authors: kept(authors) }
}

/** A mirror as the docs tell one to start: the head first, then the archive. */
async function startMirror(): Promise<Copy & { cursor: string }> {
  const { nextCursor } = await feed('now')
  return { ...(await listArchive()), cursor: nextCursor }
}

/** Reads one document a change names as readers see it now; null when they no longer do. */
async function readNow(change: ContentChange): Promise<({ id: string } & Kept) | null> {
  const slug = encodeURIComponent(change.slug)
  if (change.resource === 'author') {
    const { response, body } = await getJson(`/api/authors/${change.resourceId}`)
    return response.status === 200 ? authorSchema.parse(body) : null
  }
  const path = change.resource === 'tag' ? `/api/tags/${slug}` : `/api/articles/${slug}`
  const { response, body } = await getJson(path)
  if (response.status !== 200) return null
  return change.resource === 'tag' ? tagSchema.parse(body) : articleSchema.parse(body)
}

const MAPS = { article: 'articles', tag: 'tags', author: 'authors' } as const

/**
 * The changes of `ids` after `since`, read until each has one (a transaction running elsewhere may
 * hold them back a moment).
 */
async function changesOf(since: string, ids: readonly string[]): Promise<ContentChange[]> {
  const found: ContentChange[] = []
  let cursor = since
  for (let read = 0; read < 200; read++) {
    const page = await feed(cursor)
    found.push(...page.changes.filter((change) => ids.includes(change.resourceId)))
    cursor = page.nextCursor
    if (ids.every((id) => found.some((change) => change.resourceId === id))) return found
  }
  throw new Error('The feed never delivered the changes')
}

/**
 * Follows the feed until `done` has seen its change and no page is left (a transaction still
 * running elsewhere may hold a change back for a moment); the changes applied, oldest first.
 */
async function catchUp(
  mirror: Copy & { cursor: string },
  done: (change: ContentChange) => boolean,
): Promise<ContentChange[]> {
  const applied: ContentChange[] = []
  for (let read = 0; read < 200; read++) {
    const page = await feed(mirror.cursor, 5)
    for (const change of page.changes) {
      const map = mirror[MAPS[change.resource]]
      map.delete(change.resourceId)
      const gone = change.action === 'unpublished' || change.action === 'deleted'
      const found = gone ? null : await readNow(change)
      // A slug taken since by a later change reads another document or none: the later change says.
      if (found?.id === change.resourceId)
        map.set(found.id, { slug: found.slug, updatedAt: found.updatedAt })
      applied.push(change)
    }
    mirror.cursor = page.nextCursor
    if (!page.hasMore && applied.some(done)) return applied
  }
  throw new Error('The feed never delivered the last change')
}

const publishedArticle = async (authorId: string, data: Record<string, unknown> = {}) =>
  createArticle(payload, authorId, { published: true, ...data })

describe('a mirror that lists the archive, then follows the changes feed', () => {
  it('ends identical to a fresh listing after a week of edits while it was down', async () => {
    const author = await createAuthor(payload)
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Mirror tag ${uniqueSuffix()}`, slug: '', count: 0 },
    })
    const [edited, unpublished, deleted, draftedOver] = [
      await publishedArticle(author.id, { tags: [tag.id] }),
      await publishedArticle(author.id),
      await publishedArticle(author.id),
      await publishedArticle(author.id),
    ]

    const mirror = await startMirror()
    expect(mirror.articles.get(edited.id)?.slug).toBe(edited.slug)

    // Down for a week: every kind of change readers see, and two they do not.
    await payload.update({
      collection: 'articles',
      id: edited.id,
      data: { excerpt: 'An excerpt written again while the mirror was down.' },
    })
    await payload.update({ collection: 'articles', id: unpublished.id, data: { published: false } })
    await payload.delete({ collection: 'articles', id: deleted.id })
    const created = await publishedArticle(author.id)
    await payload.update({
      collection: 'articles',
      id: draftedOver.id,
      data: { title: `A draft nobody reads ${uniqueSuffix()}` },
      draft: true,
    })
    const neverPublished = await createArticle(payload, author.id, { published: false })
    const renamed = await payload.update({
      collection: 'tags',
      id: tag.id,
      data: { name: `Mirror tag renamed ${uniqueSuffix()}` },
    })
    const added = await createAuthor(payload)

    const applied = await catchUp(
      mirror,
      (change) => change.resourceId === added.id && change.action === 'published',
    )
    expect(await listArchive()).toEqual({
      articles: mirror.articles,
      tags: mirror.tags,
      authors: mirror.authors,
    })

    // One change a transaction; a hook's later write of its own may add an update.
    const actionsOf = (id: string) =>
      applied.filter((change) => change.resourceId === id).map((change) => change.action)
    expect(new Set(actionsOf(edited.id))).toEqual(new Set(['updated']))
    expect(actionsOf(unpublished.id)).toEqual(['unpublished'])
    expect(actionsOf(deleted.id)).toEqual(['deleted'])
    const createdActions = actionsOf(created.id)
    expect(createdActions).toEqual(['published', ...createdActions.slice(1).map(() => 'updated')])
    expect(actionsOf(draftedOver.id)).toEqual([])
    expect(actionsOf(neverPublished.id)).toEqual([])
    expect(actionsOf(tag.id)).toContain('updated')
    expect(actionsOf(added.id)).toEqual(['published'])
    const tagChange = applied.findLast((change) => change.resourceId === tag.id)
    expect(tagChange).toMatchObject({ resource: 'tag', slug: renamed.slug })
    expect(applied.find((change) => change.resourceId === deleted.id)).toMatchObject({
      resource: 'article',
      slug: deleted.slug,
    })
    const positions = applied.map((change) => change.id)
    expect(new Set(positions).size).toBe(positions.length)
  })
})

describe('the changes feed’s cursor', () => {
  it('is never passed by a transaction that commits after a later one was read', async () => {
    const [held, committed] = [
      await payload.create({
        collection: 'tags',
        data: { name: `Held ${uniqueSuffix()}`, slug: '', count: 0 },
      }),
      await payload.create({
        collection: 'tags',
        data: { name: `Committed ${uniqueSuffix()}`, slug: '', count: 0 },
      }),
    ]
    const { nextCursor: start } = await feed('now')
    const holder = new pg.Client({ connectionString: inject('databaseUrl') })
    await holder.connect()
    try {
      await holder.query('BEGIN')
      await holder.query('UPDATE tags SET description = $1 WHERE id = $2', ['Held', held.id])
      // Begins after the held one took its transaction id and its change's number, commits first.
      await payload.update({
        collection: 'tags',
        id: committed.id,
        data: { description: 'Committed' },
      })
      const during = await feed(start)
      const ids = (page: ChangesPage) => page.changes.map((change) => change.resourceId)
      expect(ids(during)).not.toContain(committed.id)
      expect(during.hasMore).toBe(false)

      await holder.query('COMMIT')
      const seqs = await db.query<{ resource_id: string; seq: string }>(
        "SELECT resource_id, seq::text FROM content_changes WHERE resource_id = ANY($1) AND action = 'updated'",
        [[held.id, committed.id]],
      )
      const seqOf = (id: string) =>
        BigInt(seqs.rows.find((row) => row.resource_id === id)?.seq ?? -1)
      // A cursor by number alone would have passed the held change before it committed.
      expect(seqOf(held.id)).toBeLessThan(seqOf(committed.id))

      const after = await changesOf(during.nextCursor, [held.id, committed.id])
      expect(after.map((change) => [change.resourceId, change.action])).toEqual([
        [held.id, 'updated'],
        [committed.id, 'updated'],
      ])
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined)
      await holder.end()
    }
  })

  it('answers anonymous callers and read keys alike, a change’s id being a cursor too', async () => {
    await ensureStaff(payload)
    const read = await createIntegration(cmsUrl, await authHeaders(cmsUrl, TEST_ADMIN), 'read')
    const { nextCursor } = await feed('now')
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Keyed ${uniqueSuffix()}`, slug: '', count: 0 },
    })
    const keyed = await fetch(`${cmsUrl}/api/changes?since=${nextCursor}`, {
      headers: read.headers,
    })
    expect(keyed.status).toBe(200)
    changesPageSchema.parse(await keyed.json())
    const [change] = await changesOf(nextCursor, [tag.id])
    expect(change).toMatchObject({ resource: 'tag', action: 'published', slug: tag.slug })
    const after = await feed(change?.id)
    expect(after.changes.map((each) => each.resourceId)).not.toContain(tag.id)
  })

  it('refuses malformed queries and cursors with 400', async () => {
    const listCursor = (await fetch(`${cmsUrl}/api/articles?limit=1`)).headers.get('x-next-cursor')
    for (const [query, error] of [
      ['since=garbage', 'Invalid cursor'],
      [`since=${listCursor}`, 'Invalid cursor'],
      [`since=${'A'.repeat(101)}`, 'Invalid cursor'],
      ['limit=0', 'Invalid query parameter limit: Too small: expected number to be >=1'],
      ['limit=201', 'Invalid query parameter limit: Too big: expected number to be <=200'],
      ['cursor=x', 'Unknown query parameter: cursor'],
    ] as const) {
      const { response, body } = await getJson(`/api/changes?${query}`)
      expect(response.status, query).toBe(400)
      expect(body, query).toEqual({ error })
    }
  })

  it('sends a mirror whose cursor is past the kept window, or from another history, back to the archive', async () => {
    const { nextCursor: old } = await feed('now')
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Aged ${uniqueSuffix()}`, slug: '', count: 0 },
    })
    await db.query(
      "UPDATE content_changes SET at = now() - interval '40 days' WHERE resource_id = $1",
      [tag.id],
    )
    expect(await pruneContentChanges(payload)).toBeGreaterThanOrEqual(1)

    const expired = await getJson(`/api/changes?since=${old}`)
    expect(expired.response.status).toBe(410)
    expect(expired.body).toEqual({
      error:
        'This cursor is older than the changes kept (35 days): list the archive again, then follow the feed from the cursor since=now gave before listing',
    })
    const fromOldest = await feed()
    expect(fromOldest.changes.map((change) => change.resourceId)).not.toContain(tag.id)

    const ahead = Buffer.from(`v1.${2n ** 62n}.0`).toString('base64url')
    const foreign = await getJson(`/api/changes?since=${ahead}`)
    expect(foreign.response.status).toBe(410)
    expect(foreign.body).toEqual({
      error:
        'This cursor is not from this feed’s history (the database was restored or replaced): list the archive again, then follow the feed from the cursor since=now gave before listing',
    })
  })
})

describe('updatedSince, sort and totals on the lists', () => {
  it('pages articles in each order by cursor, bound to its order', async () => {
    const author = await createAuthor(payload)
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Sorted ${uniqueSuffix()}`, slug: '', count: 0 },
    })
    const [first, second, third] = [
      await publishedArticle(author.id, { tags: [tag.id] }),
      await publishedArticle(author.id, { tags: [tag.id] }),
      await publishedArticle(author.id, { tags: [tag.id] }),
    ]
    // Published in one order, last updated in the reverse one.
    const dates: Array<[string, string, string]> = [
      [first.id, '2031-01-01T00:00:00.000Z', '2031-03-03T00:00:00.000Z'],
      [second.id, '2031-01-02T00:00:00.000Z', '2031-03-02T00:00:00.000Z'],
      [third.id, '2031-01-03T00:00:00.000Z', '2031-03-01T00:00:00.000Z'],
    ]
    for (const [id, publishedAt, updatedAt] of dates)
      await db.query('UPDATE articles SET published_at = $2, updated_at = $3 WHERE id = $1', [
        id,
        publishedAt,
        updatedAt,
      ])

    /** Every page of a list of one article each, following X-Next-Cursor; and its Total-Count. */
    async function walk(query: string): Promise<{ ids: string[]; totals: string[] }> {
      const ids: string[] = []
      const totals: string[] = []
      let path: string | null = `/api/articles?tag=${tag.slug}&limit=1&total=true${query}`
      while (path) {
        const { response, body } = await getJson(path)
        expect(response.status, path).toBe(200)
        ids.push(...articleListSchema.parse(body).map((article) => article.id))
        totals.push(response.headers.get('total-count') ?? 'none')
        const link = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')
        path = link?.[1] ?? null
      }
      return { ids, totals }
    }
    const [a, b, c] = [first.id, second.id, third.id]
    expect(await walk('')).toEqual({ ids: [c, b, a], totals: ['3', '3', '3'] })
    expect((await walk('&sort=publishedAt')).ids).toEqual([a, b, c])
    expect((await walk('&sort=-updatedAt')).ids).toEqual([a, b, c])
    expect((await walk('&sort=updatedAt')).ids).toEqual([c, b, a])
    expect(await walk('&sort=updatedAt&updatedSince=2031-03-02T00:00:00Z')).toEqual({
      ids: [b, a],
      totals: ['2', '2'],
    })
    expect((await walk('&sort=-publishedAt&updatedSince=2031-03-02T00:00:00Z')).ids).toEqual([b, a])

    const firstPage = await fetch(`${cmsUrl}/api/articles?tag=${tag.slug}&limit=1&sort=updatedAt`, {
      headers: FRESH,
    })
    expect(firstPage.headers.get('total-count')).toBeNull()
    const cursor = firstPage.headers.get('x-next-cursor')
    const other = await getJson(
      `/api/articles?tag=${tag.slug}&limit=1&sort=-updatedAt&cursor=${cursor}`,
    )
    expect(other.response.status).toBe(400)
    expect(other.body).toEqual({ error: 'Invalid cursor' })
    const same = await getJson(
      `/api/articles?tag=${tag.slug}&limit=1&sort=updatedAt&cursor=${cursor}`,
    )
    expect(articleListSchema.parse(same.body).map((article) => article.id)).toEqual([b])
  })

  it('keeps the tags and authors updated since an instant, with their totals', async () => {
    const author = await createAuthor(payload)
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Recent ${uniqueSuffix()}`, slug: '', count: 0 },
    })
    await db.query("UPDATE tags SET updated_at = '2032-01-01T00:00:00Z' WHERE id = $1", [tag.id])
    await db.query("UPDATE authors SET updated_at = '2032-01-01T00:00:00Z' WHERE id = $1", [
      author.id,
    ])
    for (const [path, id] of [
      ['/api/tags', tag.id],
      ['/api/authors', author.id],
    ] as const) {
      const recent = await getJson(`${path}?updatedSince=2032-01-01T00:00:00Z&total=true`)
      expect(recent.response.status).toBe(200)
      expect((recent.body as Array<{ id: string }>).map((item) => item.id)).toEqual([id])
      expect(recent.response.headers.get('total-count')).toBe('1')
      const none = await getJson(`${path}?updatedSince=2032-01-01T00:00:00.001Z`)
      expect(none.body).toEqual([])
      const every = await getJson(`${path}?total=true`)
      expect(every.response.headers.get('total-count')).toBe(
        String((every.body as unknown[]).length),
      )
      const bad = await getJson(`${path}?updatedSince=yesterday`)
      expect(bad.response.status).toBe(400)
    }
  })
})
