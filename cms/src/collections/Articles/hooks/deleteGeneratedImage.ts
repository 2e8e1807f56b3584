import type { CollectionAfterDeleteHook } from 'payload'

import { countUsage } from '@/collections/usage/countUsage'
import { isInUse } from '@/collections/usage/usageMessages'
import { AI_ILLUSTRATION_CREDIT } from '@/generation/imageToMedia'
import type { Article } from '@/payload-types'

const idOf = (value: Article['featuredImage']) =>
  value && typeof value === 'object' ? value.id : (value ?? null)

/**
 * The illustration the pipeline made for an article goes with it, unless something else shows it
 * (another article's body, an author's avatar) or an editor replaced it with their own picture.
 */
export const deleteGeneratedImage: CollectionAfterDeleteHook<Article> = async ({ doc, req }) => {
  const imageId = idOf(doc.featuredImage)
  if (!doc.generation?.aiAssisted || !imageId) return doc
  const image = await req.payload.findByID({
    collection: 'media',
    id: imageId,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (image?.credit !== AI_ILLUSTRATION_CREDIT) return doc
  if (isInUse(await countUsage('media', String(imageId), req))) return doc
  await req.payload.delete({ collection: 'media', id: imageId, req })
  return doc
}
