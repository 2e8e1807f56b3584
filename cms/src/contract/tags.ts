import type { Payload } from 'payload'

import { surrogateKey, type Tag } from '@blockwise/shared'

import type { Tag as TagDocument } from '@/payload-types'

type StoredTag = Pick<TagDocument, 'id' | 'name' | 'slug' | 'description' | 'count' | 'updatedAt'>

function toTag(tag: StoredTag): Tag {
  return {
    id: tag.id,
    name: tag.name,
    slug: tag.slug,
    description: tag.description ?? null,
    count: tag.count ?? 0,
    updatedAt: tag.updatedAt,
  }
}

const TAG_FIELDS = {
  name: true,
  slug: true,
  description: true,
  count: true,
  updatedAt: true,
} as const

/** Every tag by name (a publication has dozens, not thousands). */
export async function listTags(payload: Payload): Promise<Tag[]> {
  const { docs } = await payload.find({
    collection: 'tags',
    sort: 'name',
    pagination: false,
    depth: 0,
    select: TAG_FIELDS,
    overrideAccess: false,
  })
  return docs.map(toTag)
}

export async function findTag(payload: Payload, slug: string): Promise<Tag | null> {
  const { docs } = await payload.find({
    collection: 'tags',
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: TAG_FIELDS,
    overrideAccess: false,
  })
  const tag = docs[0]
  return tag ? toTag(tag) : null
}

/**
 * What a tags answer is purged by: a change to a shown tag, a new tag, and any publication (which
 * changes the counts).
 */
export const tagKeys = (tags: readonly Tag[]): string[] => [
  surrogateKey.allApi,
  surrogateKey.list('api-tags'),
  surrogateKey.list('api-articles'),
  ...tags.map((tag) => surrogateKey.tag(tag.id)),
]
