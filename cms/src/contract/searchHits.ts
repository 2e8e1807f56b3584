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
 * further down, and not in the title or tags, is the whole body read: every snippet of a body
 * match shows the match.
 */
const HEADLINE_BODY_LENGTH = 2000

/** The excerpt and (part of) the body, without the sentinels, so they only ever mark matches. */
const headlineText = (body: SQL) =>
  sql`translate(a.excerpt || ' ' || ${body}, ${SNIPPET_START + SNIPPET_STOP}, '')`

const HEADLINE_OPTIONS = `StartSel="${SNIPPET_START}", StopSel="${SNIPPET_STOP}", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

/** How alike a typed word and a title word must be (pg_trgm similarity): `bitcon` and `bitcoin` 0.5. */
const SIMILAR_WORD_MIN = 0.5

/**
 * The words of the text each replaced by the most similar word of a published title (pg_trgm
 * similarity over search_title_words), as a query all of them must match; null when a word has no
 * similar title word.
 */
const correctedWords = (text: string) => sql`(
  SELECT CASE WHEN bool_and(c.word IS NOT NULL)
    THEN plainto_tsquery('english', string_agg(c.word, ' ')) END
  FROM unnest(tsvector_to_array(to_tsvector('simple', ${text}::text))) AS typed(word)
  CROSS JOIN LATERAL (
    SELECT w.word FROM search_title_words w
    WHERE w.word % typed.word AND similarity(w.word, typed.word) >= ${SIMILAR_WORD_MIN}
    ORDER BY similarity(w.word, typed.word) DESC, w.word
    LIMIT 1
  ) c
)`

/**
 * One statement whatever the query: published articles matching the words (websearch syntax:
 * quotes, -word, or), the newest RANKED_MATCHES of them ranked by ts_rank — title and tags weigh
 * 1, the excerpt 0.4, the body 0.2, and ts_rank lets a first occurrence dominate so a title match
 * outranks any number of body matches — then newest first; or, when the words match nothing,
 * the newest RANKED_MATCHES titles with words similar to the text's, best title match first.
 * Then `limit` rows after `after`, with a headline of the excerpt and the start of the body; the
 * whole body is read only for a match that is neither there nor in the title or tags.
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
  const titleVector = sql`to_tsvector('english'::regconfig, coalesce(a.title, ''))`
  const result = await payload.db.drizzle.execute(sql`
    WITH candidates AS (
      SELECT a.id, a.published_at, a.search_vector
      FROM articles a
      WHERE a.published AND a.search_vector @@ ${words} AND ${searchable} ${typeFilter}
      ORDER BY a.published_at DESC, a.id DESC
      LIMIT ${RANKED_MATCHES}
    ),
    corrected AS MATERIALIZED (
      SELECT ${correctedWords(query.text)} AS words
      WHERE ${query.offerSimilarTitles}::boolean AND ${searchable}
        AND NOT EXISTS (SELECT 1 FROM candidates)
    ),
    similar_titles AS (
      SELECT a.id, a.published_at, ts_rank(${titleVector}, c.words) AS score
      FROM corrected c JOIN articles a ON ${titleVector} @@ c.words
      WHERE a.published ${typeFilter}
      ORDER BY a.published_at DESC, a.id DESC
      LIMIT ${RANKED_MATCHES}
    ),
    hits AS (
      SELECT id, published_at, ts_rank(search_vector, ${words}) AS score, 'words' AS matched_by
      FROM candidates
      UNION ALL
      SELECT id, published_at, score, 'similar-title' FROM similar_titles
    ),
    page AS (
      SELECT h.* FROM hits h ${position}
      ORDER BY h.score DESC, h.published_at DESC, h.id DESC
      LIMIT ${query.limit}
    )
    SELECT p.id, p.score, p.published_at, p.matched_by,
      CASE WHEN p.matched_by = 'similar-title' OR strpos(early.headline, ${SNIPPET_START}) > 0
          OR to_tsvector('english', a.title || ' ' || a.search_tags) @@ ${words}
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
