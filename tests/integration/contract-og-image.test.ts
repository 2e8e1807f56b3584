import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')
let withImage = ''
let withoutImage = ''
let draft = ''

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const picture = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A blue square' },
    file: {
      data: picture,
      mimetype: 'image/png',
      name: `og-${Date.now()}.png`,
      size: picture.length,
    },
  })
  withImage = (
    await createArticle(payload, author.id, { published: true, featuredImage: media.id })
  ).slug
  withoutImage = (await createArticle(payload, author.id, { published: true })).slug
  draft = (await createArticle(payload, author.id, { published: false, featuredImage: null })).slug
})

async function ogImage(slug: string, headers: Record<string, string> = {}) {
  return fetch(`${cmsUrl}/api/articles/${slug}/og-image`, { headers })
}

describe('GET /api/articles/{slug}/og-image', () => {
  it.each([
    ['the featured image', () => withImage],
    ['the placeholder', () => withoutImage],
  ])('renders %s at 1200×630 with caching headers', async (_case, slug) => {
    const response = await ogImage(slug())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toContain('max-age=')
    const { width, height, format } = await sharp(
      Buffer.from(await response.arrayBuffer()),
    ).metadata()
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
  })

  it('takes its colours from the featured image', async () => {
    const response = await ogImage(withImage)
    const { dominant } = await sharp(Buffer.from(await response.arrayBuffer())).stats()
    expect(dominant.b).toBeGreaterThan(dominant.r)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await ogImage(withImage)).headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    const revalidated = await ogImage(withImage, { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
  })

  it('answers 404 for drafts and unknown slugs', async () => {
    for (const slug of [draft, 'no-such-article']) {
      const response = await ogImage(slug)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Article not found' })
    }
  })
})
