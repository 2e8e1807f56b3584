import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import { sql } from '@payloadcms/db-postgres'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { articleChangeKeys } from '@/edge/surrogateKeysOf'
import { revalidate } from '@/hooks/revalidateSite'
import { lexicalToArticleHtml } from '@/lib/articleHtml'
import { referencedIds } from '@/lib/articleReferences'
import { transactionDb } from '@/compat/transactionDb'
import type { Article, Media } from '@/payload-types'

import { loadArticleReferences } from './syncContentHtml'

/**
 * The ids of the other articles whose content mentions `id` anywhere: a superset of those linking
 * to it (UUIDs do not occur by chance), found inside PostgreSQL so that a rename never loads every
 * article's content into the CMS.
 */
export async function articlesMentioning(payload: Payload, id: string): Promise<string[]> {
  const result = await payload.db.drizzle.execute(sql`
    SELECT id FROM articles WHERE id <> ${id} AND content::text LIKE ${`%${id}%`}`)
  return result.rows.map((row) => String((row as { id: unknown }).id))
}

/**
 * Re-renders the stored HTML of every article linking to `id`, showing it as a card or as an image
 * (in the same transaction), and tells the site to revalidate the re-rendered articles once committed.
 */
async function rerenderArticlesReferencing(
  collection: 'articles' | 'media',
  id: string,
  req: PayloadRequest,
): Promise<void> {
  const candidates = await articlesMentioning(req.payload, id)
  if (candidates.length === 0) return
  const { docs } = await req.payload.find({
    collection: 'articles',
    where: { id: { in: candidates } },
    select: { content: true, slug: true, articleType: true, featured: true, published: true },
    depth: 0,
    pagination: false,
    req,
  })
  const db = await transactionDb(req)
  for (const referencing of docs) {
    if (!referencing.content || !referencedIds(referencing.content)[collection].includes(id))
      continue
    const html = lexicalToArticleHtml(
      referencing.content,
      await loadArticleReferences(referencing.content, req),
    )
    // Only the stored row's HTML: a save through Payload would publish a pending draft with it.
    await db.execute(sql`UPDATE articles SET content_html = ${html} WHERE id = ${referencing.id}`)
    await revalidate([NEXT_TAG_OF_CHANGE.article], req, articleChangeKeys(referencing))
  }
}

/** What other articles show of an article: its page's address, and on a card its words. */
const SHOWN_ELSEWHERE = ['slug', 'title', 'excerpt', 'published'] as const

/**
 * A renamed, retitled, published or unpublished article changes the links and cards other
 * articles show of it, so their stored HTML is rendered again.
 */
export const rerenderAfterReferencedChange: CollectionAfterChangeHook<Article> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (!previousDoc?.id) return doc
  if (SHOWN_ELSEWHERE.every((field) => previousDoc[field] === doc[field])) return doc
  await rerenderArticlesReferencing('articles', doc.id, req)
  return doc
}

/** A deleted article's cards and links go from the articles that showed them. */
export const rerenderAfterReferencedDelete: CollectionAfterDeleteHook<Article> = async ({
  doc,
  req,
}) => {
  await rerenderArticlesReferencing('articles', doc.id, req)
  return doc
}

/** What an article body shows of an image: its words and its files. */
const MEDIA_SHOWN_IN_BODIES = ['alt', 'credit', 'filename', 'width', 'height'] as const

/** An image's new alt text, credit or file reaches the stored HTML of the articles showing it. */
export const rerenderAfterMediaChange: CollectionAfterChangeHook<Media> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (!previousDoc?.id) return doc
  if (MEDIA_SHOWN_IN_BODIES.every((field) => previousDoc[field] === doc[field])) return doc
  await rerenderArticlesReferencing('media', doc.id, req)
  return doc
}
