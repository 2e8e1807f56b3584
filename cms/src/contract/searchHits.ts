import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { ArticleType, SearchResult } from '@blockwise/shared'

import { SNIPPET_START, SNIPPET_STOP } from './searchSnippet'

/**
 * How many of the newest matching articles are ranked. Ranking reads each match's whole vector, so
 * ranking every article that carries a common word ("bitcoin") would cost the whole archive; the
 * newest matches are the ones a reader is after, and the bound keeps every query's cost flat.
 */
export const RANKED_MATCHES = 200

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

/**
 * How much of the body a snippet is first taken from: ts_headline parses all it is given, and a
 * whole body costs more than the rest of the search together. Only when the words first appear
 * further down is the whole body read, so every snippet of a word match shows the match.
 */
const HEADLINE_BODY_LENGTH = 2000

/** The excerpt and (part of) the body, without the sentinels, so they only ever mark matches. */
const headlineText = (body: SQL) =>
  sql`translate(a.excerpt || ' ' || ${body}, ${SNIPPET_START + SNIPPET_STOP}, '')`

const HEADLINE_OPTIONS = `StartSel="${SNIPPET_START}", StopSel="${SNIPPET_STOP}", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

/**
 * One statement whatever the query: published articles matching the words (websearch syntax:
 * quotes, -word, or), the newest RANKED_MATCHES of them ranked by ts_rank — title and tags weigh
 * 1, the excerpt 0.4, the body 0.2, and ts_rank lets a first occurrence dominate so a title match
 * outranks any number of body matches — then newest first; or, when the words match nothing,
 * the newest RANKED_MATCHES titles similar to the text (pg_trgm's word similarity), most similar
 * first. Then `limit` rows after `after`, with a headline of the excerpt and body.
 */
export async function searchHits(payload: Payload, query: SearchHitsQuery): Promise<SearchHit[]> {
  const typeFilter = query.type ? sql`AND a.article_type = ${query.type}` : sql``
  const position = query.after
    ? sql`WHERE (h.score, h.published_at, h.id) < (${query.after.score}::real, ${query.after.publishedAt}::timestamptz, ${query.after.id}::uuid)`
    : sql``
  // Written out, not a CTE: the planner then estimates how common the words are, and finds the
  // newest matches of a common word by walking the published_at index.
  const words = sql`websearch_to_tsquery('english', ${query.text})`
  // Only excluded words (`-bitcoin`) cannot use the index: they find nothing.
  const searchable = sql`numnode(${words}) > 0 AND querytree(${words}) <> 'T'`
  const result = await payload.db.drizzle.execute(sql`
    WITH candidates AS (
      SELECT a.id, a.published_at, a.search_vector
      FROM articles a
      WHERE a.published AND a.search_vector @@ ${words} AND ${searchable} ${typeFilter}
      ORDER BY a.published_at DESC, a.id DESC
      LIMIT ${RANKED_MATCHES}
    ),
    similar_titles AS (
      SELECT a.id, a.published_at, a.title
      FROM articles a
      WHERE ${query.offerSimilarTitles}::boolean AND ${searchable}
        AND NOT EXISTS (SELECT 1 FROM candidates)
        AND a.published AND ${query.text}::text <% a.title ${typeFilter}
      ORDER BY a.published_at DESC, a.id DESC
      LIMIT ${RANKED_MATCHES}
    ),
    hits AS (
      SELECT id, published_at, ts_rank(search_vector, ${words}) AS score, 'words' AS matched_by
      FROM candidates
      UNION ALL
      SELECT id, published_at, word_similarity(${query.text}::text, title), 'similar-title'
      FROM similar_titles
    ),
    page AS (
      SELECT h.* FROM hits h ${position}
      ORDER BY h.score DESC, h.published_at DESC, h.id DESC
      LIMIT ${query.limit}
    )
    SELECT p.id, p.score, p.published_at, p.matched_by,
      CASE WHEN p.matched_by = 'similar-title' OR strpos(early.headline, ${SNIPPET_START}) > 0
        THEN early.headline
        ELSE ts_headline('english', ${headlineText(sql`article_body_text(a.content_html)`)}, ${words}, ${HEADLINE_OPTIONS})
      END AS headline
    FROM page p JOIN articles a ON a.id = p.id
    CROSS JOIN LATERAL (
      SELECT ts_headline('english',
        ${headlineText(sql`left(article_body_text(a.content_html), ${HEADLINE_BODY_LENGTH})`)},
        ${words}, ${HEADLINE_OPTIONS}) AS headline
    ) early
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
