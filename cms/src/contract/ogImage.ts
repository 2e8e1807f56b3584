import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { readMediaFile } from '@/mediaStorage/readMediaFile'
import type { Media } from '@/payload-types'

const OG_IMAGE_WIDTH = 1200
const OG_IMAGE_HEIGHT = 630

export interface OgImage {
  body: Buffer
  etag: string
}

/** Branded artwork for articles without a featured image (no text: fonts vary by machine). */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#4338ca"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g fill="none" stroke="#c7d2fe" stroke-width="14" opacity="0.85">
    <rect x="360" y="225" width="180" height="180" rx="24"/>
    <rect x="660" y="225" width="180" height="180" rx="24"/>
    <path d="M540 315h120"/>
  </g>
</svg>`

/** Rendered images by article and version; a new upload or edit changes the key. */
const cache = new Map<string, Promise<OgImage>>()
const CACHE_LIMIT = 200

async function render(source: string | Buffer): Promise<OgImage> {
  const body = await sharp(source)
    .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
}

function cached(key: string, make: () => Promise<OgImage>): Promise<OgImage> {
  const hit = cache.get(key)
  if (hit) return hit
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '')
  const rendering = make()
  cache.set(key, rendering)
  rendering.catch(() => cache.delete(key))
  return rendering
}

/**
 * The 1200×630 social image of a published article: its social image, else its featured image,
 * cropped to fit, or the placeholder when it has neither. Null when no published article has the slug.
 */
export async function articleOgImage(payload: Payload, slug: string): Promise<OgImage | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ slug: { equals: slug } }, { published: { equals: true } }] },
    select: { featuredImage: true, seo: { socialImage: true }, updatedAt: true },
    populate: { media: { filename: true, sizes: true, updatedAt: true } },
    depth: 1,
    limit: 1,
    pagination: false,
  })
  const article = docs[0]
  if (!article) return null
  // The editor's social image (docs/product.md#article-seo) before the featured image.
  const media = [article.seo?.socialImage, article.featuredImage].find(
    (image): image is Media => typeof image === 'object' && image !== null,
  )
  const filename = media?.sizes?.hero?.filename ?? media?.filename
  if (!media || !filename) return cached('placeholder', () => render(Buffer.from(PLACEHOLDER_SVG)))
  return cached(`${media.id}:${media.updatedAt}`, async () => render(await readMediaFile(filename)))
}
