import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Article } from '@/payload-types'

import { FAKE_ARTICLE } from '../fakes/anthropic'
import { createAuthor, uniqueSuffix } from '../support/fixtures'
import {
  generationOutcome,
  requestsTo,
  setGenerationPublishMode,
  startGeneration,
} from '../support/generation'
import { lexicalParagraphs } from '../support/lexical'
import { testPayload } from '../support/payload'
import { startRunnerCms, type RunnerCms } from '../support/runnerCms'
import { editorHeaders } from '../support/staff'

/**
 * The CMS is killed with SIGKILL, as the kernel's OOM killer or a lost machine would, in the middle
 * of editors' saves and of a generation workflow, then started again on the same database.
 */

const WRITERS = 6
const EXCERPT = 'An article saved while the CMS is killed.'

let cms: RunnerCms
let headers: Record<string, string>
let authorId: string
let tagIds: string[]

beforeAll(async () => {
  cms = await startRunnerCms()
  headers = await editorHeaders(cms.url)
  const payload = await testPayload()
  authorId = (await createAuthor(payload)).id
  const suffix = uniqueSuffix()
  tagIds = await Promise.all(
    ['Custody', 'Mining', 'Fees'].map(
      async (name) =>
        (
          await payload.create({
            collection: 'tags',
            data: { name: `${name} ${suffix}`, slug: '', count: 0 },
          })
        ).id,
    ),
  )
})

afterAll(async () => {
  await cms?.stop()
})

/** The tags article n of a run carries: two of the three, so every tag is shared. */
const tagsFor = (n: number) =>
  [tagIds[n % 3], tagIds[(n + 1) % 3]].filter((id): id is string => Boolean(id)).toSorted()

const bodyText = (title: string) => `The body of ${title}.`

async function send(method: 'POST' | 'PATCH', path: string, body: unknown) {
  const response = await fetch(`${cms.url}/cms-api/articles${path}`, {
    method,
    headers,
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as { doc?: Article } }
}

describe('SIGKILL of the CMS in the middle of article saves', () => {
  it('publishes no half-written article, loses no acknowledged save, keeps tag counts right', async () => {
    const run = uniqueSuffix()
    /** Saves the CMS answered 2xx, by title: whether the article was published by then. */
    const acknowledged = new Map<string, { n: number; published: boolean }>()
    const unexpected: string[] = []
    let inFlight = 0
    let killed = false
    let n = 0

    // Each writer saves articles one after another, alternately published at once and created as
    // a draft that a second request publishes (the admin's "save, then publish").
    const writer = async () => {
      while (!killed) {
        const index = n++
        const title = `Fault save ${run} ${index}`
        const publishAtOnce = index % 2 === 0
        inFlight++
        try {
          const created = await send('POST', '?depth=0', {
            title,
            excerpt: EXCERPT,
            content: lexicalParagraphs(bodyText(title)),
            authorId,
            tags: tagsFor(index),
            published: publishAtOnce,
          })
          if (created.status !== 201 || !created.json.doc) {
            unexpected.push(`create ${title}: ${created.status} ${JSON.stringify(created.json)}`)
            continue
          }
          acknowledged.set(title, { n: index, published: publishAtOnce })
          if (publishAtOnce) continue
          const id = created.json.doc.id
          const published = await send('PATCH', `/${id}?depth=0`, { published: true })
          if (published.status !== 200) {
            unexpected.push(
              `publish ${title}: ${published.status} ${JSON.stringify(published.json)}`,
            )
            continue
          }
          acknowledged.set(title, { n: index, published: true })
        } catch (error) {
          // Only the kill may cut a request off.
          if (!killed) unexpected.push(`${title}: ${String(error)}`)
        } finally {
          inFlight--
        }
      }
    }
    const writers = Array.from({ length: WRITERS }, writer)
    await expect
      .poll(() => unexpected.length > 0 || acknowledged.size >= 12, { timeout: 30_000 })
      .toBe(true)
    const inFlightAtKill = inFlight
    killed = true
    cms.crash()
    await Promise.all(writers)
    await cms.start()

    expect(unexpected).toEqual([])
    expect(inFlightAtKill).toBeGreaterThan(0)

    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'articles',
      where: { title: { like: `Fault save ${run} ` } },
      depth: 0,
      pagination: false,
    })
    const byTitle = new Map(docs.map((doc) => [doc.title, doc]))
    expect(byTitle.size).toBe(docs.length)

    // Every save the CMS acknowledged is there, as acknowledged.
    for (const [title, saved] of acknowledged) {
      const doc = byTitle.get(title)
      expect(doc, title).toBeDefined()
      if (saved.published) expect(doc?.published, title).toBe(true)
    }

    // Whatever the kill interrupted was written whole or not at all: every article carries all of
    // its row and its tags, and a published one is complete.
    for (const doc of docs) {
      const index = Number(doc.title.split(' ').at(-1))
      expect(doc.tags, doc.title).toEqual(expect.arrayContaining(tagsFor(index)))
      expect((doc.tags as string[]).length, doc.title).toBe(2)
      expect(doc.authorId, doc.title).toBe(authorId)
      expect(doc.excerpt, doc.title).toBe(EXCERPT)
      expect(doc.slug, doc.title).toBeTruthy()
      expect(doc.readTime, doc.title).toBeGreaterThanOrEqual(1)
      expect(doc.contentHtml, doc.title).toContain(bodyText(doc.title))
      expect(doc.status, doc.title).toBe(doc.published ? 'published' : 'draft')
      if (doc.published) expect(doc.publishedAt, doc.title).toBeTruthy()
    }

    // Each tag counts exactly the published articles that carry it.
    for (const id of tagIds) {
      const tag = await payload.findByID({ collection: 'tags', id, depth: 0 })
      const { totalDocs } = await payload.count({
        collection: 'articles',
        where: { and: [{ tags: { in: [id] } }, { published: { equals: true } }] },
      })
      expect(tag.count, tag.name).toBe(totalDocs)
    }
  })
})

describe('SIGKILL of the CMS in the middle of a generation workflow', () => {
  // The generation ends published, so that "publishes once" can be seen.
  beforeAll(() => setGenerationPublishMode('publish'))
  afterAll(() => setGenerationPublishMode('hold'))

  it('resumes after the restart without redoing the saved text, and publishes once', async () => {
    const topic = `Fault generation ${uniqueSuffix()}`
    const textCalls = requestsTo(cms.anthropic)
    const imageCalls = requestsTo(cms.google)
    // Gemini is slow: the kill lands while the image step waits for it, the text already saved.
    cms.google.script('slow')
    const started = await startGeneration(cms.url, headers, { topic, authorId })
    await expect
      .poll(() => requestsTo(cms.google) - imageCalls, { timeout: 20_000, interval: 20 })
      .toBe(1)
    cms.crash()
    const payload = await testPayload()
    const record = await payload.findByID({
      collection: 'incomplete-articles',
      id: started.incompleteArticleId,
      depth: 0,
    })
    expect(record).toMatchObject({ claudeArticleSaved: true, googleImageSaved: false })
    const draft = await payload.findByID({ collection: 'articles', id: started.articleId })
    expect(draft.published).toBe(false)

    await cms.start()
    const { article, record: after } = await generationOutcome(started)
    expect(after).toBeNull()
    expect(article).toMatchObject({
      published: true,
      status: 'published',
      title: FAKE_ARTICLE.title,
    })
    expect(article.featuredImage).toBeTruthy()
    expect(requestsTo(cms.anthropic) - textCalls).toBe(1)
    expect(requestsTo(cms.google) - imageCalls).toBeGreaterThanOrEqual(2)
    const { totalDocs } = await payload.count({
      collection: 'articles',
      where: { 'generation.topic': { equals: topic } },
    })
    expect(totalDocs).toBe(1)
  })
})
