/** Articles newest first, as every list shows them (SQL over an `articles` alias `a`). */
export const NEWEST_FIRST = 'a.published_at DESC, a.created_at DESC, a.id DESC'

/** The newest `2 × limit` published articles other than `target`: they always hold `limit` not already chosen. */
const newestOthers = (limit: string, rank: number) => `
  newest AS (
    SELECT a.id, ${rank} AS rank FROM articles a
    WHERE a.published = true AND a.id <> (SELECT id FROM target)
    ORDER BY ${NEWEST_FIRST} LIMIT 2 * ${limit}
  )`

/**
 * SQL common table expressions choosing a reader's Read More (docs/product.md#screen-article),
 * given a CTE `target` holding the article's id: `chosen` (id, rank) holds the article itself
 * (rank 0) and the newest published others (rank 1). Ordered by rank then NEWEST_FIRST, the
 * first `1 + limit` rows are the article and the `limit` latest other articles. `limit` is SQL
 * text (a bound parameter or an integer literal).
 */
export const readMoreChoice = (limit: string) => `
  ${newestOthers(limit, 1)},
  chosen AS (
    (SELECT id, 0 AS rank FROM target) UNION ALL (SELECT id, rank FROM newest)
  )`

/**
 * As readMoreChoice, for integrators' GET /api/articles/{slug}/related: the published articles
 * sharing a tag with the article, newest first (rank 1), come before the newest others (rank 2),
 * each once at its lowest rank. Every part is bounded by an index whatever the archive's size:
 * the newest `limit` sharing a tag are among the newest `limit` of each of its tags (read from the
 * tags' timelines, decision 0027).
 */
export const relatedChoice = (limit: string) => `
  sharing AS (
    SELECT DISTINCT a.id, 1 AS rank, a.published_at, a.created_at FROM (
      SELECT r.tags_id FROM articles_rels r
      WHERE r.parent_id = (SELECT id FROM target) AND r.path = 'tags' AND r.tags_id IS NOT NULL
    ) mine CROSS JOIN LATERAL (
      SELECT t.article_id AS id, t.published_at, t.created_at FROM article_tag_timeline t
      WHERE t.tag_id = mine.tags_id AND t.article_id <> (SELECT id FROM target)
      ORDER BY t.published_at DESC, t.created_at DESC, t.article_id DESC LIMIT ${limit}
    ) a
    ORDER BY ${NEWEST_FIRST} LIMIT ${limit}
  ),
  ${newestOthers(limit, 2)},
  chosen AS (
    SELECT DISTINCT ON (c.id) c.id, c.rank FROM (
      (SELECT id, 0 AS rank FROM target) UNION ALL (SELECT id, rank FROM sharing)
      UNION ALL (SELECT * FROM newest)
    ) c ORDER BY c.id, c.rank
  )`
