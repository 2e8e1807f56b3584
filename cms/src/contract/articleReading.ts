import { READ_MORE_COUNT, isSlug } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { apiKeysOfArticles } from '@/edge/surrogateKeysOf'
import type { ClientRequest } from '@/lib/clientKey'

import { PUBLISHED_NOTES_COLUMN, type NoteSource } from './articleNotes'
import { toArticle, toArticleSummary, type SeoSource } from './articleSummary'
import { errorResponse } from './errorResponse'
import { validatedJson } from './etag'
import { listCacheHeaders } from './publishedListCache'
import { NEWEST_FIRST, readMoreChoice } from './readMoreChoice'
import { SUMMARY_COLUMNS, mediaFileUrl, summarySource, type SummaryRow } from './summaryRows'

/** A reader's article page read, as JSON text, and the surrogate keys of what it shows. */
interface ArticleReadingAnswer {
  body: string
  keys: string[]
}

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
  SELECT c.rank, ${SUMMARY_COLUMNS},
    CASE WHEN c.rank = 0 THEN a.content_html END AS content_html,
    CASE WHEN c.rank = 0 THEN ${PUBLISHED_NOTES_COLUMN} END AS corrections,
    a.seo_description, a.seo_social_title, a.seo_canonical_url, a.seo_noindex,
    si.filename AS seo_social_image_filename
  FROM chosen c JOIN articles a ON a.id = c.id LEFT JOIN media m ON m.id = a.featured_image_id
    LEFT JOIN media si ON si.id = a.seo_social_image_id
  ORDER BY c.rank, ${NEWEST_FIRST}
  LIMIT 1 + $2`

interface ReadingRow extends SummaryRow {
  rank: number
  content_html: string | null
  corrections: NoteSource[] | null
  seo_description: string | null
  seo_social_title: string | null
  seo_canonical_url: string | null
  seo_noindex: boolean | null
  seo_social_image_filename: string | null
}

/** The article's SEO group as a Payload read would give it. */
const seoSource = (row: ReadingRow): SeoSource => ({
  description: row.seo_description,
  socialTitle: row.seo_social_title,
  socialImage: row.seo_social_image_filename
    ? { url: mediaFileUrl(row.seo_social_image_filename) }
    : null,
  canonicalUrl: row.seo_canonical_url,
  noindex: row.seo_noindex,
})

/**
 * What a reader's article page shows (GET /api/articles/{slug}/reading): the published article
 * with the HTML stored when it was saved, as GET /api/articles/{slug} answers an anonymous reader,
 * and its Read More, the latest other published articles as GET /api/articles lists them; null when no published article has `slug`. Plain SQL over
 * any pg pool, so that the CMS server answers it before Next (readingFastPath.ts) and Next's route
 * answers it the same way.
 */
async function readArticleReading(
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
    {
      ...target.source,
      glossaryLinks: target.row.glossary_links,
      seo: seoSource(target.row),
      corrections: target.row.corrections,
    },
    target.row.content_html ?? '',
  )
  const shown = [target, ...readMore].map(({ source }) => source)
  return {
    body: JSON.stringify({
      article,
      readMore: readMore.map(({ source }) => toArticleSummary(source)),
    }),
    keys: [...apiAnswerKeys('articleAmongOthers'), ...apiKeysOfArticles(shown)],
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
