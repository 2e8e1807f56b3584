import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { PROPOSED_TAG_FORMAT } from '@/collections/Articles/proposedTags/proposedTagDecision'
import type { Article } from '@/payload-types'

import { createArticle, createAuthor } from '../support/fixtures'
import { generationOutcome, startGeneration } from '../support/generation'
import { testPayload } from '../support/payload'
import { rolelessAccount } from '../support/rolelessAccount'
import { startRunnerCms, type RunnerCms } from '../support/runnerCms'
import { TEST_CONTRIBUTOR, authHeaders, editorHeaders } from '../support/staff'

/**
 * docs/product.md (AI pipeline): with the default site setting a finished generation waits as a
 * draft for an editor to publish; the tags Claude proposes link the existing tags they stand for,
 * and the rest wait on the article as proposals that only an editor turns into tags.
 */

let cms: RunnerCms
let payload: Payload
let editor: Record<string, string>
let authorId: string
const existingTags = { bitcoin: '', etf: '' }

/** The id of the tag of this name, created when the database has none. */
async function tagNamed(name: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'tags',
    where: { name: { equals: name } },
    limit: 1,
    depth: 0,
  })
  return (
    docs[0]?.id ??
    (await payload.create({ collection: 'tags', data: { name, slug: '', count: 0 } })).id
  )
}

const tagsNamed = async (name: string) =>
  (await payload.count({ collection: 'tags', where: { name: { equals: name } } })).totalDocs

/** The article's latest version, as the edit view shows it. */
const latest = (id: string) =>
  payload.findByID({ collection: 'articles', id, depth: 0, draft: true })

const tagIdsOf = (article: Pick<Article, 'tags'>) =>
  (article.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.id))

/** A finished generation whose Claude proposed these tags. */
async function generatedWithTags(topic: string, ...tags: string[]): Promise<Article> {
  cms.anthropic.proposeTags(...tags)
  try {
    const started = await startGeneration(cms.url, editor, { topic, authorId })
    const { article, record } = await generationOutcome(started)
    expect(record).toBeNull()
    return article
  } finally {
    cms.anthropic.proposeTags()
  }
}

function decide(
  articleId: string,
  decision: 'accept' | 'dismiss',
  body: unknown,
  headers: Record<string, string> = editor,
) {
  return fetch(`${cms.url}/cms-api/articles/${articleId}/${decision}-proposed-tag`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

beforeAll(async () => {
  cms = await startRunnerCms()
  payload = await testPayload()
  editor = await editorHeaders(cms.url)
  authorId = (await createAuthor(payload)).id
  existingTags.bitcoin = await tagNamed('Bitcoin')
  existingTags.etf = await tagNamed('ETF')
})

afterAll(async () => {
  await cms?.stop()
})

describe('a finished generation, with the default site setting', () => {
  it('holds for review: the site setting defaults to it', async () => {
    // Files that test auto-publishing set 'publish' and put the default back after them.
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.generationPublishMode).toBe('hold')
  })

  it('stays a draft, its text and image saved, until an editor publishes it', async () => {
    const article = await generatedWithTags('Custody of bitcoin ETFs', 'Bitcoin')
    expect(article).toMatchObject({ published: false, status: 'review', _status: 'draft' })
    expect(article.contentHtml).toBeTruthy()
    expect(article.featuredImage).toBeTruthy()
    const read = await fetch(`${inject('cmsUrl')}/api/articles/${article.slug}`, {
      headers: { 'cache-control': 'no-cache' },
    })
    expect(read.status).toBe(404)

    const published = await fetch(`${cms.url}/cms-api/articles/${article.id}?depth=0`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ _status: 'published' }),
    })
    expect(published.status).toBe(200)
    expect(await latest(article.id)).toMatchObject({ published: true, status: 'published' })
  })
})

describe('the tags Claude proposes', () => {
  it('link the existing tags they stand for and stay proposals otherwise: no tag is created', async () => {
    const tagsBefore = (await payload.count({ collection: 'tags' })).totalDocs
    const article = await generatedWithTags(
      'Rollups for bitcoin ETFs',
      'bitcoin',
      'ETFs',
      'Quantum Rollups',
    )
    expect(tagIdsOf(article)).toEqual([existingTags.bitcoin, existingTags.etf])
    expect(article.proposedTags).toEqual(['Quantum Rollups'])
    expect(await tagsNamed('Quantum Rollups')).toBe(0)
    expect((await payload.count({ collection: 'tags' })).totalDocs).toBe(tagsBefore)
  })

  it('an editor accepting a proposal creates the tag and links it', async () => {
    const article = await generatedWithTags('Quantum rollups explained', 'Quantum Rollups')
    expect(article.proposedTags).toEqual(['Quantum Rollups'])

    const accepted = await decide(article.id, 'accept', { name: 'Quantum Rollups' })
    expect(accepted.status).toBe(200)
    const answer = (await accepted.json()) as { id: string; tags: string[]; proposedTags: string[] }
    const { docs } = await payload.find({
      collection: 'tags',
      where: { name: { equals: 'Quantum Rollups' } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.slug).toBe('quantum-rollups')
    expect(answer).toEqual({ id: article.id, tags: [docs[0]?.id], proposedTags: [] })
    const saved = await latest(article.id)
    expect(tagIdsOf(saved)).toEqual([docs[0]?.id])
    expect(saved.proposedTags ?? []).toEqual([])

    // Decided: a second accept finds nothing to decide and creates nothing.
    const again = await decide(article.id, 'accept', { name: 'Quantum Rollups' })
    expect(again.status).toBe(409)
    expect(await tagsNamed('Quantum Rollups')).toBe(1)
  })

  it('a later generation links the tag an editor accepted', async () => {
    const article = await generatedWithTags('More quantum rollups', 'quantum rollup')
    expect(tagIdsOf(article)).toHaveLength(1)
    expect(article.proposedTags ?? []).toEqual([])
  })

  it('an editor dismissing a proposal drops it and creates no tag', async () => {
    const article = await generatedWithTags(
      'Coprocessors and bitcoin',
      'Bitcoin',
      'Zero-Knowledge Coprocessors',
    )
    const dismissed = await decide(article.id, 'dismiss', { name: 'zero-knowledge coprocessors' })
    expect(dismissed.status).toBe(200)
    const saved = await latest(article.id)
    expect(saved.proposedTags ?? []).toEqual([])
    expect(tagIdsOf(saved)).toEqual([existingTags.bitcoin])
    expect(await tagsNamed('Zero-Knowledge Coprocessors')).toBe(0)
  })

  it('refuses anonymous callers (401), contributors and accounts without a role (403)', async () => {
    const article = await generatedWithTags('Restaking points', 'Restaking Points')
    const contributor = await authHeaders(cms.url, TEST_CONTRIBUTOR)
    const roleless = await rolelessAccount(cms.url, inject('databaseUrl'))
    try {
      for (const decision of ['accept', 'dismiss'] as const) {
        for (const authorization of [undefined, 'JWT not-a-valid-token']) {
          const anonymous = await decide(
            article.id,
            decision,
            { name: 'Restaking Points' },
            authorization ? { authorization } : {},
          )
          expect(anonymous.status, `${decision} ${authorization}`).toBe(401)
          expect(anonymous.headers.get('www-authenticate')).toContain('JWT')
        }
        for (const headers of [contributor, roleless.headers]) {
          const refused = await decide(article.id, decision, { name: 'Restaking Points' }, headers)
          expect(refused.status, decision).toBe(403)
        }
      }
    } finally {
      await roleless.remove()
    }
    expect((await latest(article.id)).proposedTags).toEqual(['Restaking Points'])
    expect(await tagsNamed('Restaking Points')).toBe(0)
  })

  it('answers bad requests with a clear 4xx', async () => {
    const article = await createArticle(payload, authorId)
    const cases: Array<[string, unknown, number, string | null]> = [
      [article.id, {}, 400, PROPOSED_TAG_FORMAT],
      [article.id, { name: '  ' }, 400, PROPOSED_TAG_FORMAT],
      [article.id, { name: 42 }, 400, PROPOSED_TAG_FORMAT],
      [article.id, 'not json', 400, null],
      [article.id, { name: 'Bitcoin' }, 409, '“Bitcoin” is not a proposed tag of this article'],
      ['00000000-0000-4000-8000-000000000000', { name: 'Bitcoin' }, 404, null],
      ['not-an-id', { name: 'Bitcoin' }, 404, null],
    ]
    for (const [id, body, status, message] of cases) {
      const response = await decide(id, 'accept', body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      const answer = (await response.json()) as { errors?: Array<{ message: string }> }
      expect(answer.errors, JSON.stringify(body)).toHaveLength(1)
      if (message) expect(answer.errors?.[0]?.message).toBe(message)
    }
  })
})
