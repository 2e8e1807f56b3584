import { READ_MORE_COUNT, isSlug, surrogateKey } from '@blockwise/shared'

import { apiKeysOfArticles } from '@/edge/surrogateKeysOf'
import type { ClientRequest } from '@/lib/clientKey'
import { NATIVE_API_ROUTE } from '@/nativeApi/nativeApiRoute'

import { toArticle, toArticleSummary, type ImageUrls, type SummarySource } from './articleSummary'
import { errorResponse } from './errorResponse'
import { validatedJson } from './etag'
import { listCacheHeaders } from './publishedListCache'
import { NEWEST_FIRST, readMoreChoice } from './readMoreChoice'

/** A reader's article page read, as JSON text, and the surrogate keys of what it shows. */
export interface ArticleReadingAnswer {
  body: string
  keys: string[]
}

const IMAGE_SIZES = ['thumbnail', 'card', 'hero'] as const

/** A pg pool: a named statement is planned once per connection, not on every read. */
export interface PreparingQueryable {
  query(statement: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
}

/**
 * The published article `$1` and its Read More (readMoreChoice, `$2` of them), with their tags
 * and images, in one statement; rank 0 is the article itself.
 */
const READING = `
  WITH target AS (
    SELECT a.id FROM articles a WHERE a.slug = $1 AND a.published = true LIMIT 1
  ),
  ${readMoreChoice('$2')}
  SELECT c.rank, a.id, a.title, a.seo_title, a.slug, a.excerpt, a.author_id_id, a.article_type,
    a.read_time::float8, a.views::float8, a.claps::float8, a.featured, a.published, a.status, a.published_at,
    a.created_at, a.updated_at, a.generation_ai_assisted, a.glossary_links,
    CASE WHEN c.rank = 0 THEN a.content_html END AS content_html,
    m.id AS image_id, m.filename, m.alt, m.credit, m.sizes_thumbnail_filename, m.sizes_card_filename,
    m.sizes_hero_filename,
    (SELECT COALESCE(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug)
        ORDER BY r."order"), '[]'::json)
      FROM articles_rels r JOIN tags t ON t.id = r.tags_id
      WHERE r.parent_id = a.id AND r.path = 'tags') AS tags
  FROM chosen c JOIN articles a ON a.id = c.id LEFT JOIN media m ON m.id = a.featured_image_id
  ORDER BY c.rank, ${NEWEST_FIRST}
  LIMIT 1 + $2`

interface ReadingRow {
  rank: number
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
  generation_ai_assisted: boolean | null
  glossary_links: boolean | null
  content_html: string | null
  image_id: string | null
  filename: string | null
  alt: string
  credit: string | null
  sizes_thumbnail_filename: string | null
  sizes_card_filename: string | null
  sizes_hero_filename: string | null
  tags: { id: string; name: string; slug: string }[]
}

/** Payload's URL of a stored media file (without a serverURL, always this path). */
const mediaFileUrl = (filename: string | null) =>
  filename ? `${NATIVE_API_ROUTE}/media/file/${encodeURIComponent(filename)}` : null

function imageOf(row: ReadingRow): ImageUrls | null {
  if (row.image_id === null) return null
  const sizes = Object.fromEntries(
    IMAGE_SIZES.map((size) => [size, { url: mediaFileUrl(row[`sizes_${size}_filename`]) }]),
  )
  return { url: mediaFileUrl(row.filename), alt: row.alt, credit: row.credit, sizes }
}

function summarySource(row: ReadingRow): SummarySource {
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
  }
}

/**
 * What a reader's article page shows (GET /api/articles/{slug}/reading): the published article
 * with the HTML stored when it was saved, and its Read More, as GET /api/articles/{slug} and
 * …/related answer an anonymous reader; null when no published article has `slug`. Plain SQL over
 * any pg pool, so that the CMS server answers it before Next (readingFastPath.ts) and Next's route
 * answers it the same way.
 */
export async function readArticleReading(
  database: PreparingQueryable,
  slug: string,
): Promise<ArticleReadingAnswer | null> {
  // Planning the statement cost PostgreSQL about as much as running it (~0.5 ms).
  const { rows } = await database.query({
    name: 'article-reading',
    text: READING,
    values: [slug, READ_MORE_COUNT],
  })
  const [target, ...readMore] = (rows as ReadingRow[]).map((row) => ({
    row,
    source: summarySource(row),
  }))
  if (target?.row.rank !== 0) return null
  const article = toArticle(
    { ...target.source, glossaryLinks: target.row.glossary_links },
    target.row.content_html ?? '',
  )
  const shown = [target, ...readMore].map(({ source }) => source)
  return {
    body: JSON.stringify({
      article,
      readMore: readMore.map(({ source }) => toArticleSummary(source)),
    }),
    keys: [surrogateKey.list('api-articles'), ...apiKeysOfArticles(shown)],
  }
}

/**
 * The answer of GET /api/articles/{slug}/reading, whoever asks: readers' caching headers (its Read
 * More changes with any publication, so it is purged with the list of articles), 404 for a slug no
 * published article has, 304 when the caller's copy is current.
 */
export async function articleReadingResponse(
  request: ClientRequest,
  database: PreparingQueryable,
  slug: string,
): Promise<Response> {
  const reading = isSlug(slug) ? await readArticleReading(database, slug) : null
  if (!reading) return errorResponse(404, 'Article not found')
  return validatedJson(request, reading.body, listCacheHeaders(true, reading.keys))
}
