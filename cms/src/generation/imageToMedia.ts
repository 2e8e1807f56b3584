import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { slugify } from '@blockwise/shared'

import type { Media } from '@/payload-types'

export const AI_ILLUSTRATION_CREDIT = 'AI illustration'

export interface GeneratedImage {
  image: Buffer
  articleTitle: string
  /** The job's request, so the upload joins its transaction. */
  req?: PayloadRequest
}

/** Stores a generated featured image as WebP; the media collection derives the responsive sizes. */
export async function imageToMedia(
  payload: Payload,
  { image, articleTitle, req }: GeneratedImage,
): Promise<Media> {
  const webp = await sharp(image).webp({ quality: 85 }).toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: `Illustration for “${articleTitle}”`, credit: AI_ILLUSTRATION_CREDIT },
    file: {
      data: webp,
      mimetype: 'image/webp',
      // A suffix of its own: Payload numbers a taken name (name-1, name-2…) by looking first, so
      // generations saving images for similar titles at once would pick the same number and fail.
      name: `${slugify(articleTitle).slice(0, 80) || 'article'}-${randomBytes(4).toString('hex')}.webp`,
      size: webp.length,
    },
    req,
  })
}
