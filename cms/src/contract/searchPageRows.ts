import type { SummarySource } from './articleSummary'
import { searchHeadline } from './searchHeadline'
import type { Queryable, SearchHit } from './searchHits'
import { SNIPPET_START, SNIPPET_STOP } from './searchSnippet'
import { SUMMARY_COLUMNS, summarySource, type SummaryRow } from './summaryRows'

const HEADLINE_OPTIONS = `StartSel="${SNIPPET_START}", StopSel="${SNIPPET_STOP}", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
const WORDS = `websearch_to_tsquery('english', $2)`

/**
 * The lexemes of the words `$2`, as `search_snippet_spans` holds them: a subquery, so that it is
 * computed once, not for every lexeme of every result (a named statement is planned without `$2`).
 */
const LEXEMES = `(SELECT tsvector_to_array(to_tsvector('english', $2)))::text[]`

/**
 * A pattern of where the words of `$2` start: each of their stems less its last letter, as
 * English stems end where words vary (`stake` for "staking"), at least three letters; only letters
 * and digits, so nothing in it is a pattern's syntax. Null when the words have no stem.
 */
const WORD_STARTS = `(
  SELECT '\\m(' || string_agg(left(p.stem, greatest(length(p.stem) - 1, 3)), '|') || ')'
  FROM (
    SELECT regexp_replace(l.lexeme, '[^[:alnum:]]', '', 'g') AS stem
    FROM unnest(${LEXEMES}) AS l(lexeme)
  ) p
  WHERE p.stem <> ''
)`

/**
 * Of a body's text, what its headline is taken from: 600 characters from just before the first
 * word that starts like one of the words (its partial first word dropped), as ts_headline parses
 * all it is given and a whole body costs several times the rest of the search; the whole text
 * when no word starts so, so that the match is always marked.
 */
const MATCH_WINDOW = `(
  SELECT CASE
    WHEN b.at > 61 THEN regexp_replace(substr(b.text, b.at - 60, 600), '^\\S*\\s', '')
    WHEN b.at > 0 THEN substr(b.text, 1, 600)
    ELSE b.text
  END
  FROM (
    SELECT body.text, regexp_instr(body.text, ${WORD_STARTS}, 1, 1, 0, 'i') AS at
    FROM (
      SELECT translate(a.excerpt || ' ' || article_body_text(a.content_html),
        '${SNIPPET_START}${SNIPPET_STOP}', '') AS text
    ) body
  ) b
)`

/**
 * The published ones of articles `$1`, in that order, with their summaries and what their
 * headlines of the words `$2` are made from (`$3`: whether they were found by corrected words, in
 * titles or tags only). A headline is made from `search_snippet_text`, the excerpt and the start
 * of the body kept beside the article (migration 20261203_120000), and from where the words start
 * in it (`search_snippet_spans`, migration 20261207_090000: `snippet_starts` holds, for each word
 * found, its positions). Only when the words first appear further down, and not in the title or
 * tags, is the body read, from where they first appear (MATCH_WINDOW), and headlined by
 * ts_headline (`body_headline`): every snippet of a body match shows the match. The text loses the
 * sentinels first, so they only ever mark matches.
 */
const SEARCH_PAGE_ROWS = `
  SELECT
    CASE WHEN s.from_snippet THEN a.search_snippet_text END AS snippet_text,
    CASE WHEN s.from_snippet THEN s.starts END AS snippet_starts,
    CASE WHEN NOT s.from_snippet
      THEN ts_headline('english', ${MATCH_WINDOW}, ${WORDS}, '${HEADLINE_OPTIONS}')
    END AS body_headline,
    ${SUMMARY_COLUMNS}
  FROM unnest($1::uuid[]) WITH ORDINALITY AS k(id, place)
    JOIN articles a ON a.id = k.id AND a.published = true
    LEFT JOIN media m ON m.id = a.featured_image_id
    CROSS JOIN LATERAL (
      SELECT json_agg(u.positions) AS starts
      FROM unnest(a.search_snippet_spans) u WHERE u.lexeme = ANY(${LEXEMES})
    ) found
    CROSS JOIN LATERAL (
      SELECT found.starts IS NOT NULL OR $3::boolean
        OR to_tsvector('english', a.title || ' ' || a.search_tags) @@ ${WORDS} AS from_snippet,
        found.starts
    ) s
  ORDER BY k.place`

export interface SearchPageRow {
  article: SummarySource
  /** Its headline, matches between SNIPPET_START and SNIPPET_STOP. */
  headline: string
}

interface HeadlineColumns {
  snippet_text: string | null
  snippet_starts: number[][] | null
  body_headline: string | null
}

/**
 * What a page of results shows of `hits` (those still published, in their order), in one named
 * statement (planned once per connection: it finds articles by id whatever the words).
 */
export async function searchPageRows(
  database: Queryable,
  hits: readonly SearchHit[],
  text: string,
): Promise<SearchPageRow[]> {
  if (hits.length === 0) return []
  const { rows } = await database.query({
    name: 'search-page-rows',
    text: SEARCH_PAGE_ROWS,
    values: [hits.map((hit) => hit.id), text, hits[0]?.matchedBy === 'similar-title'],
  })
  return (rows as (SummaryRow & HeadlineColumns)[]).map((row) => ({
    article: summarySource(row),
    headline: row.body_headline ?? searchHeadline(row.snippet_text ?? '', row.snippet_starts ?? []),
  }))
}
