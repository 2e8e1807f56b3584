import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { transactionDb } from '@/compat/transactionDb'

/** The collections whose documents articles (and authors) point at. */
export type UsedCollection = 'authors' | 'media' | 'tags'

export interface Usage {
  articles: number
  /** Authors showing the image as their avatar (media only). */
  authors: number
}

/** Articles showing the image as their featured or social image, or in their body (an upload node). */
async function articlesShowingMedia(id: string, req: PayloadRequest): Promise<number> {
  const db = await transactionDb(req)
  const { rows } = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM articles
    WHERE featured_image_id = ${id} OR seo_social_image_id = ${id}
      OR jsonb_path_exists(
        content,
        '$.** ? (@.type == "upload" && @.relationTo == "media" && (@.value == $id || @.value.id == $id))',
        jsonb_build_object('id', ${id}::text)
      )`)
  return rows[0]?.count ?? 0
}

async function countArticles(where: Where, req: PayloadRequest) {
  const { totalDocs } = await req.payload.count({ collection: 'articles', where, req })
  return totalDocs
}

/** What still points at a document, counted at the source, whoever asks. */
export async function countUsage(
  collection: UsedCollection,
  id: string,
  req: PayloadRequest,
): Promise<Usage> {
  if (collection === 'authors')
    return { articles: await countArticles({ authorId: { equals: id } }, req), authors: 0 }
  if (collection === 'tags')
    return { articles: await countArticles({ tags: { in: [id] } }, req), authors: 0 }
  const { totalDocs: authors } = await req.payload.count({
    collection: 'authors',
    where: { avatarImage: { equals: id } },
    req,
  })
  return { articles: await articlesShowingMedia(id, req), authors }
}

const NOT_USED: Usage = { articles: 0, authors: 0 }

/** `(id1, id2, …)` for `IN`: drizzle's sql expands no arrays. */
const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`

/** Each image's articles (featured, social or in the body) and authors (avatar), in one statement. */
async function mediaUsageOf(ids: string[], req: PayloadRequest) {
  const db = await transactionDb(req)
  return db.execute<{ id: string; articles: number; authors: number }>(sql`
    SELECT m.id::text AS id,
      (SELECT count(*)::int FROM articles a
        WHERE a.featured_image_id = m.id OR a.seo_social_image_id = m.id
          OR jsonb_path_exists(
            a.content,
            '$.** ? (@.type == "upload" && @.relationTo == "media" && (@.value == $id || @.value.id == $id))',
            jsonb_build_object('id', m.id::text)
          )) AS articles,
      (SELECT count(*)::int FROM authors au WHERE au.avatar_image_id = m.id) AS authors
    FROM media m WHERE m.id::text IN ${idList(ids)}`)
}

/** Each author's credited articles, or each tag's articles, in one statement. */
async function articleUsageOf(collection: 'authors' | 'tags', ids: string[], req: PayloadRequest) {
  const db = await transactionDb(req)
  return collection === 'authors'
    ? db.execute<{ id: string; articles: number }>(sql`
        SELECT author_id_id::text AS id, count(*)::int AS articles FROM articles
        WHERE author_id_id::text IN ${idList(ids)} GROUP BY author_id_id`)
    : db.execute<{ id: string; articles: number }>(sql`
        SELECT tags_id::text AS id, count(DISTINCT parent_id)::int AS articles FROM articles_rels
        WHERE path = 'tags' AND tags_id::text IN ${idList(ids)} GROUP BY tags_id`)
}

/** countUsage for a whole page of a list at once: one statement, whatever the page's size. */
export async function countUsageOfMany(
  collection: UsedCollection,
  ids: string[],
  req: PayloadRequest,
): Promise<Map<string, Usage>> {
  const usage = new Map<string, Usage>(ids.map((id) => [id, NOT_USED]))
  if (ids.length === 0) return usage
  if (collection === 'media') {
    for (const row of (await mediaUsageOf(ids, req)).rows)
      usage.set(row.id, { articles: row.articles, authors: row.authors })
  } else {
    for (const row of (await articleUsageOf(collection, ids, req)).rows)
      usage.set(row.id, { articles: row.articles, authors: 0 })
  }
  return usage
}
