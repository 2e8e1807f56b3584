import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { READ_MORE_COUNT, articleListSchema, articleReadingSchema } from '@blockwise/shared'

import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { uploadPng } from '../support/mediaUpload'
import { testPayload } from '../support/payload'
import { editorHeaders, ensureStaff } from '../support/staff'

/**
 * GET /api/articles/{slug}/reading is one read of what GET /api/articles/{slug} answers a reader
 * and of its Read More, the READ_MORE_COUNT latest other articles of GET /api/articles (the site's
 * article page asks it instead of both), and the CMS server's fast path answers it exactly as
 * Next's route does; so do its fast paths for a tag page's read of its tag and for readers' lists.
 */
const cmsUrl = inject('cmsUrl')
/** Any cookie sends a request past the fast path to Next's route, which answers it alike. */
const THROUGH_NEXT = { cookie: 'reader=1' }
/**
 * Headers that say when and how the bytes were sent, not what they are (Next compresses, the fast
 * path does not), and those Next adds for its pages: client hints and the RSC variants.
 */
const UNCOMPARED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'vary',
  'accept-ch',
  'critical-ch',
])

const slugs: Record<string, string> = {}

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  const editor = await editorHeaders(cmsUrl)
  const png = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer()
  const image = await uploadPng(
    cmsUrl,
    editor.authorization ?? '',
    png,
    `reading ${uniqueSuffix()}.png`,
  )
  await payload.update({ collection: 'media', id: image.id, data: { credit: 'Photo: a test' } })
  const author = await createAuthor(payload)
  const tags = await Promise.all(
    ['first', 'second'].map((name) =>
      payload.create({
        collection: 'tags',
        data: { name: `Reading ${name} ${uniqueSuffix()}`, slug: '', count: 0 },
      }),
    ),
  )
  const published = { published: true, publishedAt: new Date().toISOString() }
  const articles = {
    plain: await createArticle(payload, author.id, published),
    illustrated: await createArticle(payload, author.id, {
      ...published,
      featuredImage: image.id,
      tags: tags.map((tag) => tag.id),
      glossaryLinks: false,
    }),
    olderSharingATag: await createArticle(payload, author.id, {
      published: true,
      publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
      tags: [tags[0]!.id],
    }),
    sharingATag: await createArticle(payload, author.id, { ...published, tags: [tags[1]!.id] }),
    draft: await createArticle(payload, author.id, { published: false }),
  }
  for (const [name, article] of Object.entries(articles)) slugs[name] = article.slug
  slugs.tag = tags[0]!.slug
  slugs.author = author.slug
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${cmsUrl}${path}`, { headers })

async function json(path: string): Promise<unknown> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.json()
}

function meaningfulHeaders(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !UNCOMPARED_HEADERS.has(name)))
}

/** The same request answered before Next and by Next's route: status, headers and body alike. */
async function expectAnsweredAlike(path: string, headers: Record<string, string> = {}) {
  const early = await get(path, headers)
  const routed = await get(path, { ...headers, ...THROUGH_NEXT })
  expect(early.status, path).toBe(routed.status)
  expect(meaningfulHeaders(early), path).toEqual(meaningfulHeaders(routed))
  expect(await early.text(), path).toBe(await routed.text())
  return early
}

describe('GET /api/articles/{slug}/reading', () => {
  it('is the article and the latest other articles, for every kind of article', async () => {
    const latest = articleListSchema.parse(
      await json(`/api/articles?published=true&limit=${READ_MORE_COUNT + 1}`),
    )
    for (const name of ['plain', 'illustrated', 'sharingATag']) {
      const slug = slugs[name]!
      const reading = articleReadingSchema.parse(await json(`/api/articles/${slug}/reading`))
      expect(reading, name).toEqual({
        article: await json(`/api/articles/${slug}`),
        readMore: latest.filter((other) => other.slug !== slug).slice(0, READ_MORE_COUNT),
      })
    }
    const illustrated = articleReadingSchema.parse(
      await json(`/api/articles/${slugs.illustrated}/reading`),
    )
    expect(illustrated.article.featuredImageCredit).toBe('Photo: a test')
    expect(illustrated.article.featuredImageSizes?.hero).toMatch(/^\/cms-api\/media\/file\//)
    expect(illustrated.article.glossaryLinks).toBe(false)
    // An older article sharing its tag is not chosen over newer ones that share none.
    expect(illustrated.readMore.map((article) => article.slug)).not.toContain(
      slugs.olderSharingATag,
    )
  })

  it('is answered before Next exactly as Next’s route answers it', async () => {
    const found = await expectAnsweredAlike(`/api/articles/${slugs.illustrated}/reading`)
    expect(found.status).toBe(200)
    // Next varies every answer on its RSC headers (cut to Accept-Encoding): an answer varying on
    // its API version alone never went through it.
    expect(found.headers.get('vary')).toBe('Blockwise-Version')
    const etag = found.headers.get('etag') ?? ''
    const kept = await expectAnsweredAlike(`/api/articles/${slugs.illustrated}/reading`, {
      'if-none-match': etag,
    })
    expect(kept.status).toBe(304)
    for (const slug of [slugs.draft, 'no-such-article', 'Not_A_Slug']) {
      expect((await expectAnsweredAlike(`/api/articles/${slug}/reading`)).status).toBe(404)
    }
  })

  it('answers readers and editors alike, and refuses a query it does not take', async () => {
    const path = `/api/articles/${slugs.plain}/reading`
    const asEditor = await get(path, await editorHeaders(cmsUrl))
    expect(asEditor.status).toBe(200)
    expect(await asEditor.text()).toBe(await (await get(path)).text())
    const refused = await get(`${path}?draft=true`)
    expect(refused.status).toBe(400)
  })
})

describe('GET /api/tags/{slug}', () => {
  it('is answered before Next exactly as Next’s route answers it', async () => {
    const payload = await testPayload()
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Read before Next ${Date.now()}`, slug: '', count: 0 },
    })
    const found = await expectAnsweredAlike(`/api/tags/${tag.slug}`)
    expect(found.status).toBe(200)
    expect(found.headers.get('vary')).toBe('Blockwise-Version')
    const etag = found.headers.get('etag') ?? ''
    const kept = await expectAnsweredAlike(`/api/tags/${tag.slug}`, { 'if-none-match': etag })
    expect(kept.status).toBe(304)
    for (const slug of ['no-such-tag-here', 'Not_A_Slug']) {
      expect((await expectAnsweredAlike(`/api/tags/${slug}`)).status).toBe(404)
    }
  })
})

describe('GET /api/articles', () => {
  it('is answered before Next exactly as Next’s route answers it, whatever the list', async () => {
    const lists = [
      '/api/articles?published=true',
      '/api/articles?published=true&articleType=news&limit=2&page=2',
      '/api/articles?articleType=analysis&featured=false&sort=publishedAt&limit=3',
      `/api/articles?tag=${slugs.tag}&limit=1&total=true`,
      `/api/articles?author=${slugs.author}&fields=id,slug,title&sort=-updatedAt`,
      '/api/articles?published=false',
      '/api/articles?page=5000&limit=50',
    ]
    for (const path of lists) {
      const found = await expectAnsweredAlike(path, { 'cache-control': 'no-cache' })
      expect(found.status, path).toBe(200)
      expect(found.headers.get('vary'), path).toBe('Blockwise-Version')
    }
    const firstPath = `/api/articles?author=${slugs.author}&limit=1`
    const first = await expectAnsweredAlike(firstPath)
    expect(articleListSchema.parse(await (await get(firstPath)).json())).toHaveLength(1)
    const cursor = first.headers.get('x-next-cursor') ?? ''
    expect(cursor).not.toBe('')
    const next = await expectAnsweredAlike(
      `/api/articles?author=${slugs.author}&limit=1&cursor=${encodeURIComponent(cursor)}`,
    )
    expect(next.status).toBe(200)
    const etag = first.headers.get('etag') ?? ''
    const kept = await expectAnsweredAlike(firstPath, { 'if-none-match': etag })
    expect(kept.status).toBe(304)
  })

  it('refuses bad queries before Next with the route’s own words', async () => {
    const refused = [
      '/api/articles?tags=bitcoin',
      '/api/articles?limit=0',
      '/api/articles?page=1&cursor=abc',
      '/api/articles?cursor=not-a-cursor',
      `/api/articles?author=${slugs.author}&limit=1&cursor=${'x'.repeat(600)}`,
      '/api/articles?since=2026-01-02T00:00:00Z&until=2026-01-01T00:00:00Z',
    ]
    for (const path of refused) {
      const answer = await expectAnsweredAlike(path)
      expect(answer.status, path).toBe(400)
    }
  })
})
