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

/** Articles showing the image as their featured image or in their body (an upload node). */
async function articlesShowingMedia(id: string, req: PayloadRequest): Promise<number> {
  const db = await transactionDb(req)
  const { rows } = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM articles
    WHERE featured_image_id = ${id}
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
