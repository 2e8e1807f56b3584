import type { CollectionBeforeValidateHook, CollectionSlug, PayloadRequest } from 'payload'

import { slugify } from '@blockwise/shared'

/** `base`, else `base-2`, `base-3`… whichever no other document of the collection holds. */
async function firstFreeSlug(
  base: string,
  collection: CollectionSlug,
  req: PayloadRequest,
  ownId: unknown,
): Promise<string> {
  const { docs } = await req.payload.find({
    collection,
    where: { slug: { like: base } },
    select: { slug: true },
    pagination: false,
    depth: 0,
    req,
  })
  const taken = new Set(
    docs.filter((doc) => doc.id !== ownId).map((doc) => ('slug' in doc ? doc.slug : undefined)),
  )
  let candidate = base
  for (let suffix = 2; taken.has(candidate); suffix++) candidate = `${base}-${suffix}`
  return candidate
}

/**
 * Normalises a given slug, or derives a free one from `sourceField` when the slug is absent.
 * A given slug that is already taken is left for the unique index to reject.
 */
type SluggedDocument = { id: string; slug?: string | null } & Record<string, unknown>

export function uniqueSlugFrom(sourceField: string): CollectionBeforeValidateHook<SluggedDocument> {
  return async ({ data, originalDoc, req, collection }) => {
    if (!data) return data
    const given = typeof data.slug === 'string' ? slugify(data.slug) : ''
    if (given) {
      data.slug = given
      return data
    }
    if (data.slug === undefined && originalDoc?.slug) return data
    const source: unknown = data[sourceField] ?? originalDoc?.[sourceField]
    const base = typeof source === 'string' ? slugify(source) : ''
    if (base) data.slug = await firstFreeSlug(base, collection.slug, req, originalDoc?.id)
    return data
  }
}
