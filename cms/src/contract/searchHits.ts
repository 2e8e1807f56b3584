import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ArticleType, SearchResult } from '@blockwise/shared'

import { SNIPPET_START, SNIPPET_STOP } from './searchSnippet'

/**
 * How many of the newest matching articles are ranked. Ranking reads each match's whole vector, so
 * ranking every article that carries a common word ("bitcoin") would cost the whole archive; the
 * newest matches are the ones a reader is after, and the bound keeps every query's cost flat.
 */
export const RANKED_MATCHES = 1000

/** Where the previous page ended in the ranked order. */
export interface SearchPosition {
  score: number
  publishedAt: string
  id: string
}

export interface SearchHit extends SearchPosition {
  matchedBy: SearchResult['matchedBy']
  /** ts_headline's text, matches between SNIPPET_START and SNIPPET_STOP. */
  headline: string
}

interface HitRow {
  id: string
  score: number
  published_at: Date | string
  matched_by: SearchHit['matchedBy']
  headline: string
}

export interface SearchHitsQuery {
  text: string
  type?: ArticleType
  /** Whether titles similar to the text are offered when its words match nothing. */
  offerSimilarTitles: boolean
  after?: SearchPosition
  limit: number
}

const HEADLINE_OPTIONS = `StartSel="${SNIPPET_START}", StopSel="${SNIPPET_STOP}", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

/**
 * One statement whatever the query: published articles matching the words (websearch syntax:
 * quotes, -word, or), the newest RANKED_MATCHES of them ranked by ts_rank — title and tags weigh
 * 1, the excerpt 0.4, the body 0.2, and ts_rank lets a first occurrence dominate so a title match
 * outranks any number of body matches — then newest first; or, when the words match nothing,
 * titles similar to the text by pg_trgm's word similarity. Then `limit` rows after `after`, with
 * a headline of the excerpt and body. The sentinels and the body's text never carry markup.
 */
export async function searchHits(payload: Payload, query: SearchHitsQuery): Promise<SearchHit[]> {
  const typeFilter = query.type ? sql`AND a.article_type = ${query.type}` : sql``
  const position = query.after
    ? sql`WHERE (h.score, h.published_at, h.id) < (${query.after.score}::real, ${query.after.publishedAt}::timestamptz, ${query.after.id}::uuid)`
    : sql``
  const result = await payload.db.drizzle.execute(sql`
    WITH params AS (SELECT websearch_to_tsquery('english', ${query.text}) AS query),
    candidates AS (
      SELECT a.id, a.published_at, a.search_vector
      FROM articles a, params
      WHERE a.published AND a.search_vector @@ params.query ${typeFilter}
      ORDER BY a.published_at DESC, a.id DESC
      LIMIT ${RANKED_MATCHES}
    ),
    hits AS (
      SELECT c.id, c.published_at, ts_rank(c.search_vector, params.query) AS score,
        'words' AS matched_by
      FROM candidates c, params
      UNION ALL
      (SELECT a.id, a.published_at, word_similarity(${query.text}::text, a.title) AS score,
        'similar-title' AS matched_by
      FROM articles a, params
      WHERE ${query.offerSimilarTitles}::boolean AND numnode(params.query) > 0
        AND NOT EXISTS (SELECT 1 FROM candidates)
        AND a.published AND ${query.text}::text <% a.title ${typeFilter}
      ORDER BY score DESC, a.published_at DESC, a.id DESC
      LIMIT ${RANKED_MATCHES})
    ),
    page AS (
      SELECT h.* FROM hits h ${position}
      ORDER BY h.score DESC, h.published_at DESC, h.id DESC
      LIMIT ${query.limit}
    )
    SELECT p.id, p.score, p.published_at, p.matched_by,
      ts_headline('english',
        translate(a.excerpt || ' ' || article_body_text(a.content_html), ${SNIPPET_START + SNIPPET_STOP}, ''),
        params.query, ${HEADLINE_OPTIONS}) AS headline
    FROM page p JOIN articles a ON a.id = p.id, params
    ORDER BY p.score DESC, p.published_at DESC, p.id DESC`)
  const rows = result.rows as unknown as HitRow[]
  return rows.map((row) => ({
    id: row.id,
    score: Number(row.score),
    publishedAt: new Date(row.published_at).toISOString(),
    matchedBy: row.matched_by,
    headline: row.headline,
  }))
}
