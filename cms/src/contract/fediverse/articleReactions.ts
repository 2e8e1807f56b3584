import { FEDIVERSE_REPLIES_SHOWN, type ArticleReactions } from '@blockwise/shared/schemas/fediverse'

import type { PreparingQueryable } from '../articleReading'

/**
 * The published article `$1`'s approved likes and boosts, counted, beside each of its newest `$2`
 * approved replies, oldest first: one row per reply, or one row without a reply when it has none,
 * and no row when no published article has that slug. A like or boost an editor rejected is
 * hidden from readers as a rejected reply is.
 */
const REACTIONS = `
  WITH article AS (
    SELECT id FROM articles WHERE slug = $1 AND published = true LIMIT 1
  ),
  approved AS (
    SELECT i.id, i.kind, i.actor_handle, i.actor_name, i.object_url, i.content, i.received_at
    FROM fediverse_interactions i JOIN article a ON i.article_id = a.id
    WHERE i.status = 'approved'
  ),
  counts AS (
    SELECT count(*) FILTER (WHERE kind = 'like')::int AS likes,
      count(*) FILTER (WHERE kind = 'boost')::int AS boosts
    FROM approved
  ),
  newest_replies AS (
    SELECT * FROM approved WHERE kind = 'reply' ORDER BY received_at DESC, id DESC LIMIT $2
  )
  SELECT c.likes, c.boosts, r.actor_handle, r.actor_name, r.object_url, r.content,
    to_char(r.received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS received_at
  FROM article CROSS JOIN counts c LEFT JOIN newest_replies r ON true
  ORDER BY r.received_at, r.id`

interface ReactionRow {
  likes: number
  boosts: number
  actor_handle: string | null
  actor_name: string | null
  object_url: string | null
  content: string | null
  /** Null on the one row of an article without approved replies. */
  received_at: string | null
}

/**
 * A reply's address when it is a web page's, else null: the sender chose it, and a
 * `javascript:` URL parses as well as any (URL.href writes the scheme in lower case).
 */
const webAddress = (url: string | null): string | null =>
  url !== null && /^https?:\/\//.test(url) ? url : null

/**
 * What readers see of the social web's reactions to the published article `slug`, in one
 * statement; null when no published article has that slug.
 */
export async function readArticleReactions(
  database: PreparingQueryable,
  slug: string,
): Promise<ArticleReactions | null> {
  const answer = await database.query({
    name: 'fediverse-reactions-by-slug',
    text: REACTIONS,
    values: [slug, FEDIVERSE_REPLIES_SHOWN],
  })
  const rows = answer.rows as ReactionRow[]
  const [first] = rows
  if (!first) return null
  const replies = rows.flatMap((row) =>
    row.received_at === null
      ? []
      : [
          {
            actorHandle: row.actor_handle,
            actorName: row.actor_name,
            url: webAddress(row.object_url),
            content: row.content ?? '',
            receivedAt: row.received_at,
          },
        ],
  )
  return { likes: first.likes, boosts: first.boosts, replies }
}
