import { NATIVE_API_ROUTE } from '@/nativeApi/nativeApiRoute'

import type { ImageUrls, SummarySource } from './articleSummary'

const OWN_COLUMNS = `
    a.id, a.title, a.seo_title, a.slug, a.excerpt, a.author_id_id, a.article_type,
    a.read_time::float8, a.views::float8, a.claps::float8, a.featured, a.published, a.status, a.published_at,
    a.created_at, a.updated_at, a.last_substantive_update, a.generation_ai_assisted, a.glossary_links,
    m.id AS image_id, m.filename, m.alt, m.credit, m.sizes_thumbnail_filename, m.sizes_card_filename,
    m.sizes_hero_filename`

/**
 * The columns of an article's summary (`a` an article, `m` its featured image, LEFT JOINed), with
 * its tags: what readers' reads select in plain SQL instead of a Payload find, which populated the
 * same through several queries and its field hooks (~15 ms of the CMS's CPU for a page of 24).
 */
export const SUMMARY_COLUMNS = `${OWN_COLUMNS},
    (SELECT COALESCE(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug)
        ORDER BY r."order"), '[]'::json)
      FROM articles_rels r JOIN tags t ON t.id = r.tags_id
      WHERE r.parent_id = a.id AND r.path = 'tags') AS tags`

/**
 * SUMMARY_COLUMNS for an answer that shows no tags (a list's `fields` without them), which reads
 * none: an article's tags are pages of their own to visit, as many again as its row's.
 */
export const UNTAGGED_SUMMARY_COLUMNS = `${OWN_COLUMNS}, '[]'::json AS tags`

/** A row of SUMMARY_COLUMNS. */
export interface SummaryRow {
  id: string
  title: string
  seo_title: string | null
  slug: string
  excerpt: string
  author_id_id: string
  article_type: SummarySource['articleType']
  read_time: number
  views: number | null
  claps: number | null
  featured: boolean | null
  published: boolean | null
  status: SummarySource['status']
  published_at: Date | null
  created_at: Date
  updated_at: Date
  last_substantive_update: Date | null
  generation_ai_assisted: boolean | null
  glossary_links: boolean | null
  image_id: string | null
  filename: string | null
  alt: string
  credit: string | null
  sizes_thumbnail_filename: string | null
  sizes_card_filename: string | null
  sizes_hero_filename: string | null
  tags: { id: string; name: string; slug: string }[]
}

const IMAGE_SIZES = ['thumbnail', 'card', 'hero'] as const

/** Payload's URL of a stored media file (without a serverURL, always this path). */
export const mediaFileUrl = (filename: string | null) =>
  filename ? `${NATIVE_API_ROUTE}/media/file/${encodeURIComponent(filename)}` : null

function imageOf(row: SummaryRow): ImageUrls | null {
  if (row.image_id === null) return null
  const sizes = Object.fromEntries(
    IMAGE_SIZES.map((size) => [size, { url: mediaFileUrl(row[`sizes_${size}_filename`]) }]),
  )
  return { url: mediaFileUrl(row.filename), alt: row.alt, credit: row.credit, sizes }
}

/** A summary's source as a Payload read would give it. */
export function summarySource(row: SummaryRow): SummarySource {
  return {
    id: row.id,
    title: row.title,
    seoTitle: row.seo_title,
    slug: row.slug,
    excerpt: row.excerpt,
    featuredImage: imageOf(row),
    generation: { aiAssisted: row.generation_ai_assisted },
    authorId: row.author_id_id,
    articleType: row.article_type,
    tags: row.tags,
    readTime: row.read_time,
    views: row.views,
    claps: row.claps,
    featured: row.featured,
    published: row.published,
    status: row.status,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastSubstantiveUpdate: row.last_substantive_update?.toISOString() ?? null,
  }
}
