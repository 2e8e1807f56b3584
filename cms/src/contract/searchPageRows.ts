import type { SummarySource } from './articleSummary'
import type { Queryable, SearchHit } from './searchHits'
import { SNIPPET_START, SNIPPET_STOP } from './searchSnippet'
import { SUMMARY_COLUMNS, summarySource, type SummaryRow } from './summaryRows'

const HEADLINE_OPTIONS = `StartSel="${SNIPPET_START}", StopSel="${SNIPPET_STOP}", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
const WORDS = `websearch_to_tsquery('english', $2)`

/**
 * The published ones of articles `$1`, in that order, with their summaries and a headline of the
 * words `$2` (`$3`: whether they were found in the titles only). The headline is taken from
 * `search_snippet_text`, the excerpt and the start of the body kept beside the article (migration
 * 20261203_120000): ts_headline parses all it is given, and a whole body costs more than the rest
 * of the search together. Only when the words first appear further down, and not in the title or
 * tags, is the whole body read: every snippet of a body match shows the match. The text loses the
 * sentinels first, so they only ever mark matches.
 */
const SEARCH_PAGE_ROWS = `
  SELECT
    CASE WHEN $3::boolean OR strpos(early.headline, '${SNIPPET_START}') > 0
        OR to_tsvector('english', a.title || ' ' || a.search_tags) @@ ${WORDS}
      THEN early.headline
      ELSE ts_headline('english',
        translate(a.excerpt || ' ' || article_body_text(a.content_html), '${SNIPPET_START}${SNIPPET_STOP}', ''),
        ${WORDS}, '${HEADLINE_OPTIONS}')
    END AS headline,
    ${SUMMARY_COLUMNS}
  FROM unnest($1::uuid[]) WITH ORDINALITY AS k(id, place)
    JOIN articles a ON a.id = k.id AND a.published = true
    LEFT JOIN media m ON m.id = a.featured_image_id
    CROSS JOIN LATERAL (
      SELECT ts_headline('english', a.search_snippet_text, ${WORDS}, '${HEADLINE_OPTIONS}') AS headline
    ) early
  ORDER BY k.place`

export interface SearchPageRow {
  article: SummarySource
  /** ts_headline's text, matches between SNIPPET_START and SNIPPET_STOP. */
  headline: string
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
  return (rows as (SummaryRow & { headline: string })[]).map((row) => ({
    article: summarySource(row),
    headline: row.headline,
  }))
}
