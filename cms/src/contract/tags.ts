import type { Payload } from 'payload'

import { isSlug, type Tag } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import type { Tag as TagDocument } from '@/payload-types'

import type { ClientRequest } from '@/lib/clientKey'

import type { PreparingQueryable } from './articleReading'
import { errorResponse } from './errorResponse'
import { validatedJson } from './etag'
import { listCacheHeaders } from './publishedListCache'

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

/**
 * Every tag by name (a publication has dozens, not thousands), or those updated at or after
 * `updatedSince`.
 */
export async function listTags(payload: Payload, updatedSince?: string): Promise<Tag[]> {
  const { docs } = await payload.find({
    collection: 'tags',
    ...(updatedSince === undefined
      ? {}
      : { where: { updatedAt: { greater_than_equal: updatedSince } } }),
    sort: 'name',
    pagination: false,
    depth: 0,
    select: TAG_FIELDS,
    overrideAccess: false,
  })
  return docs.map(toTag)
}

/** A tag by slug: tags and every column read here are public. */
const TAG_BY_SLUG = `
  SELECT id, name, slug, description, count::float8 AS count, updated_at FROM tags
  WHERE slug = $1 LIMIT 1`

interface TagRow {
  id: string
  name: string
  slug: string
  description: string | null
  count: number
  updated_at: Date
}

/**
 * One tag by slug, read in one plain statement: a Payload find cost a tag page's read a few
 * milliseconds of the CMS's CPU for five columns.
 */
async function findTag(database: PreparingQueryable, slug: string): Promise<Tag | null> {
  const { rows } = await database.query({ name: 'tag-by-slug', text: TAG_BY_SLUG, values: [slug] })
  const row = rows[0] as TagRow | undefined
  if (!row) return null
  return toTag({ ...row, updatedAt: row.updated_at.toISOString() })
}

/**
 * What a tags answer is purged by: a change to a shown tag, a new tag, and any publication (which
 * changes the counts).
 */
export const tagKeys = (tags: readonly Tag[]): string[] =>
  apiAnswerKeys('tags', { tags: tags.map((tag) => tag.id) })

/**
 * The answer of GET /api/tags/{slug}: the tag with the number of published articles carrying it,
 * readers' caching headers when `shared` (no key, no session), 404 for a slug no tag has.
 */
export async function tagResponse(
  request: ClientRequest,
  database: PreparingQueryable,
  slug: string,
  shared: boolean,
): Promise<Response> {
  const tag = isSlug(slug) ? await findTag(database, slug) : null
  if (!tag) return errorResponse(404, 'Tag not found')
  return validatedJson(request, JSON.stringify(tag), listCacheHeaders(shared, tagKeys([tag])))
}
