/** Articles newest first, as every list shows them (SQL over an `articles` alias `a`). */
export const NEWEST_FIRST = 'a.published_at DESC, a.created_at DESC, a.id DESC'

/**
 * SQL common table expressions choosing what to read after an article, given a CTE `target`
 * holding its id: `chosen` (id, rank) holds the article itself (rank 0), the published articles
 * sharing a tag with it, newest first (rank 1), and the newest published others (rank 2), each
 * once at its lowest rank. Ordered by rank then NEWEST_FIRST, the first `1 + limit` rows are the
 * article and its Read More. Every part is bounded by an index whatever the archive's size: the
 * newest `limit` sharing a tag are among the newest `limit` of each of its tags (read from the
 * tags' timelines, decision 0027), and the newest `2 × limit` others always hold `limit` not
 * already chosen. `limit` is SQL text (a bound parameter or an integer literal).
 */
export const readMoreChoice = (limit: string) => `
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
  newest AS (
    SELECT a.id, 2 AS rank FROM articles a
    WHERE a.published = true AND a.id <> (SELECT id FROM target)
    ORDER BY ${NEWEST_FIRST} LIMIT 2 * ${limit}
  ),
  chosen AS (
    SELECT DISTINCT ON (c.id) c.id, c.rank FROM (
      (SELECT id, 0 AS rank FROM target) UNION ALL (SELECT id, rank FROM sharing)
      UNION ALL (SELECT * FROM newest)
    ) c ORDER BY c.id, c.rank
  )`
