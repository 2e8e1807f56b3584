import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, Payload } from 'payload'

import { lexicalToArticleHtml } from '@/lib/articleHtml'
import { linkedArticleIds } from '@/lib/articleLinks'
import type { Article } from '@/payload-types'

import { linkedArticleSlugs } from './syncContentHtml'

/**
 * The ids of the other articles whose content mentions `id` anywhere: a superset of those linking
 * to it (UUIDs do not occur by chance), found inside PostgreSQL so that a rename never loads every
 * article's content into the CMS.
 */
async function articlesMentioning(payload: Payload, id: string): Promise<string[]> {
  const result = await payload.db.drizzle.execute(sql`
    SELECT id FROM articles WHERE id <> ${id} AND content::text LIKE ${`%${id}%`}`)
  return result.rows.map((row) => String((row as { id: unknown }).id))
}

/**
 * A renamed article's old page is gone, so every article linking to it gets its served HTML
 * re-rendered with the new slug (in the same transaction). Each update runs the collection's
 * afterChange hooks, so the site is told to revalidate the re-rendered articles too.
 */
export const relinkAfterSlugChange: CollectionAfterChangeHook<Article> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (!previousDoc?.slug || previousDoc.slug === doc.slug) return doc
  const candidates = await articlesMentioning(req.payload, doc.id)
  if (candidates.length === 0) return doc
  const { docs } = await req.payload.find({
    collection: 'articles',
    where: { id: { in: candidates } },
    select: { content: true },
    depth: 0,
    pagination: false,
    req,
  })
  for (const linking of docs) {
    if (!linking.content || !linkedArticleIds(linking.content).includes(doc.id)) continue
    await req.payload.update({
      collection: 'articles',
      id: linking.id,
      data: {
        contentHtml: lexicalToArticleHtml(
          linking.content,
          await linkedArticleSlugs(linking.content, req),
        ),
      },
      depth: 0,
      req,
    })
  }
  return doc
}
