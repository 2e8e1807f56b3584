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
 * The hits statements take $1 the words, $2 the type (null for any), $3–$5 the position after
 * which the page starts (nulls for the first page) and $6 how many rows. Unnamed, so that
 * PostgreSQL plans them for each query's words: how common they are picks between walking the
 * newest articles and the GIN index.
 */
const WORDS = `websearch_to_tsquery('english', $1)`
/** Only excluded words (`-bitcoin`) cannot use the index: they find nothing. */
const searchable = (words: string) => `numnode(${words}) > 0 AND querytree(${words}) <> 'T'`
const TYPE_FILTER = `($2::text IS NULL OR a.article_type = $2::text::enum_articles_article_type)`
const matches = (words: string) =>
  `a.published AND a.search_vector @@ ${words} AND ${searchable(words)} AND ${TYPE_FILTER}`

/** `$6` hits of `ranked` (id, published_at, score) after the position, best first. */
const pageOf = (ranked: string) => `
  SELECT h.id, h.score, h.published_at FROM (${ranked}) h
  WHERE $3::real IS NULL OR (h.score, h.published_at, h.id) < ($3::real, $4::timestamptz, $5::uuid)
  ORDER BY h.score DESC, h.published_at DESC, h.id DESC
  LIMIT $6::int`

/**
 * Published articles matching `words`, the newest RANKED_MATCHES of them ranked by ts_rank —
 * title and tags weigh 1 (weight A), the excerpt 0.4, the body 0.2, and ts_rank lets a first
 * occurrence dominate so a title match outranks any number of body matches — then newest first.
 */
const rankedHitsOf = (words: string) =>
  pageOf(`
  SELECT c.id, c.published_at, ts_rank(c.search_vector, ${words}) AS score
  FROM (
    SELECT a.id, a.published_at, a.search_vector FROM articles a
    WHERE ${matches(words)}
    ORDER BY a.published_at DESC, a.id DESC
    LIMIT ${RANKED_MATCHES}
  ) c`)

/** The text's words, in websearch syntax: quotes, -word, or. */
const WORD_HITS = rankedHitsOf(WORDS)

/** The corrected words (`$1`: CORRECTED_WORDS's query text), each in a title or the tags. */
const SIMILAR_TITLE_HITS = rankedHitsOf(`to_tsquery('english', $1)`)

/**
 * When the words (`$1`, of type `$2`) match nothing: each word of the text replaced by the most
 * similar word of a published title (pg_trgm similarity over search_title_words), as the text of
 * a query that all of them must match in a title or the tags (weight A); null when a word has no
 * similar title word. A statement of its own so that the hits are planned for the corrected
 * words: a common one ("ethereum") is found by walking the newest articles, where the GIN index
 * would read every article holding it to find the newest.
 */
const CORRECTED_WORDS = `
  SELECT CASE WHEN bool_and(c.word IS NOT NULL)
    THEN string_agg('''' || replace(replace(c.word, '\\', '\\\\'), '''', '''''') || ''':A', ' & ') END AS words
  FROM unnest(tsvector_to_array(to_tsvector('simple', $1::text))) AS typed(word)
  LEFT JOIN LATERAL (
    SELECT w.word FROM search_title_words w
    WHERE w.word % typed.word AND similarity(w.word, typed.word) >= ${SIMILAR_WORD_MIN}
    ORDER BY similarity(w.word, typed.word) DESC, w.word
    LIMIT 1
  ) c ON true
  WHERE ${searchable(WORDS)} AND NOT EXISTS (SELECT 1 FROM articles a WHERE ${matches(WORDS)})`

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

/** The corrected words' query text (CORRECTED_WORDS), or null. */
async function correctedWords(database: Queryable, query: SearchHitsQuery): Promise<string | null> {
  const { rows } = await database.query(CORRECTED_WORDS, [query.text, query.type ?? null])
  return (rows[0] as { words: string | null } | undefined)?.words ?? null
}

/**
 * `limit` hits of the search after `after`, best first: of its words, or, when they match nothing
 * and `offerSimilarTitles`, of title words similar to them (two more statements, only then).
 */
export async function searchHits(
  database: Queryable,
  query: SearchHitsQuery,
): Promise<SearchHit[]> {
  const hits = await hitsOf(database, WORD_HITS, query, 'words')
  if (hits.length > 0 || !query.offerSimilarTitles) return hits
  const corrected = await correctedWords(database, query)
  if (corrected === null) return []
  return hitsOf(database, SIMILAR_TITLE_HITS, { ...query, text: corrected }, 'similar-title')
}
