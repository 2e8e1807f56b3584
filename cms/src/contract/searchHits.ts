import type { ArticleType, SearchResult } from '@blockwise/shared'

/**
 * How many of the newest matching articles are ranked. Ranking reads each match's whole vector, so
 * ranking every article that carries a common word ("bitcoin") would cost the whole archive; the
 * newest matches are the ones a reader is after, and the bound keeps every query's cost flat.
 */
const RANKED_MATCHES = 200

/** Where the previous page ended in the ranked order. */
export interface SearchPosition {
  score: number
  publishedAt: string
  id: string
}

export interface SearchHit extends SearchPosition {
  matchedBy: SearchResult['matchedBy']
}

interface HitRow {
  id: string
  score: number
  published_at: Date
}

/** What runs the statements: a pg pool or client. */
export interface Queryable {
  query(
    statement: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>
}

export interface SearchHitsQuery {
  text: string
  type?: ArticleType
  /** Whether titles similar to the text are offered when its words match nothing. */
  offerSimilarTitles: boolean
  after?: SearchPosition
  limit: number
}

/** How alike a typed word and a title word must be (pg_trgm similarity): `bitcon` and `bitcoin` 0.5. */
const SIMILAR_WORD_MIN = 0.5

/*
 * Both statements take $1 the text, $2 the type (null for any), $3–$5 the position after which
 * the page starts (nulls for the first page) and $6 how many rows. Unnamed, so that PostgreSQL
 * plans them for each query's words: how common they are picks between walking the newest
 * articles and the GIN index.
 */
const WORDS = `websearch_to_tsquery('english', $1)`
/** Only excluded words (`-bitcoin`) cannot use the index: they find nothing. */
const SEARCHABLE = `numnode(${WORDS}) > 0 AND querytree(${WORDS}) <> 'T'`
const TYPE_FILTER = `($2::text IS NULL OR a.article_type = $2::text::enum_articles_article_type)`
const TITLE_VECTOR = `to_tsvector('english'::regconfig, coalesce(a.title, ''))`
const MATCHES = `a.published AND a.search_vector @@ ${WORDS} AND ${SEARCHABLE} AND ${TYPE_FILTER}`

/** `$6` hits of `ranked` (id, published_at, score) after the position, best first. */
const pageOf = (ranked: string) => `
  SELECT h.id, h.score, h.published_at FROM (${ranked}) h
  WHERE $3::real IS NULL OR (h.score, h.published_at, h.id) < ($3::real, $4::timestamptz, $5::uuid)
  ORDER BY h.score DESC, h.published_at DESC, h.id DESC
  LIMIT $6::int`

/**
 * Published articles matching the words (websearch syntax: quotes, -word, or), the newest
 * RANKED_MATCHES of them ranked by ts_rank — title and tags weigh 1, the excerpt 0.4, the body
 * 0.2, and ts_rank lets a first occurrence dominate so a title match outranks any number of body
 * matches — then newest first.
 */
const WORD_HITS = pageOf(`
  SELECT c.id, c.published_at, ts_rank(c.search_vector, ${WORDS}) AS score
  FROM (
    SELECT a.id, a.published_at, a.search_vector FROM articles a
    WHERE ${MATCHES}
    ORDER BY a.published_at DESC, a.id DESC
    LIMIT ${RANKED_MATCHES}
  ) c`)

/**
 * The words of the text each replaced by the most similar word of a published title (pg_trgm
 * similarity over search_title_words), as a query all of them must match; null when a word has no
 * similar title word.
 */
const CORRECTED_WORDS = `(
  SELECT CASE WHEN bool_and(c.word IS NOT NULL)
    THEN plainto_tsquery('english', string_agg(c.word, ' ')) END
  FROM unnest(tsvector_to_array(to_tsvector('simple', $1::text))) AS typed(word)
  CROSS JOIN LATERAL (
    SELECT w.word FROM search_title_words w
    WHERE w.word % typed.word AND similarity(w.word, typed.word) >= ${SIMILAR_WORD_MIN}
    ORDER BY similarity(w.word, typed.word) DESC, w.word
    LIMIT 1
  ) c
)`

/**
 * When the words match nothing: the newest RANKED_MATCHES titles with words similar to the
 * text's, best title match first.
 */
const SIMILAR_TITLE_HITS = pageOf(`
  SELECT a.id, a.published_at, ts_rank(${TITLE_VECTOR}, c.words) AS score
  FROM (
    SELECT ${CORRECTED_WORDS} AS words
    WHERE ${SEARCHABLE} AND NOT EXISTS (SELECT 1 FROM articles a WHERE ${MATCHES})
  ) c
  JOIN articles a ON ${TITLE_VECTOR} @@ c.words
  WHERE a.published AND ${TYPE_FILTER}
  ORDER BY a.published_at DESC, a.id DESC
  LIMIT ${RANKED_MATCHES}`)

async function hitsOf(
  database: Queryable,
  statement: string,
  query: SearchHitsQuery,
  matchedBy: SearchHit['matchedBy'],
): Promise<SearchHit[]> {
  const { rows } = await database.query(statement, [
    query.text,
    query.type ?? null,
    query.after?.score ?? null,
    query.after?.publishedAt ?? null,
    query.after?.id ?? null,
    query.limit,
  ])
  return (rows as HitRow[]).map((row) => ({
    id: row.id,
    score: Number(row.score),
    publishedAt: row.published_at.toISOString(),
    matchedBy,
  }))
}

/**
 * `limit` hits of the search after `after`, best first: of its words, or, when they match nothing
 * and `offerSimilarTitles`, of titles similar to them (a second statement, only then).
 */
export async function searchHits(
  database: Queryable,
  query: SearchHitsQuery,
): Promise<SearchHit[]> {
  const hits = await hitsOf(database, WORD_HITS, query, 'words')
  if (hits.length > 0 || !query.offerSimilarTitles) return hits
  return hitsOf(database, SIMILAR_TITLE_HITS, query, 'similar-title')
}
