import { sql } from '@payloadcms/db-postgres'
import type { FieldHook, PayloadRequest, TextField } from 'payload'

import { sitePathOf } from '@blockwise/shared/redirects/paths'

import { transactionDb } from '@/compat/transactionDb'
import type { Article } from '@/payload-types'

import { freeAddress, moveAddress } from './addressMoves'

/** The `articles` row: what readers are served, whatever drafts wait in the versions table. */
interface StoredArticle {
  slug: string | null
  published: boolean | null
  published_at: string | Date | null
}

/** Per article id, its row before the save in progress. */
const STORED_BEFORE = 'redirectsStoredArticleBefore'
type StoredBefore = Record<string, StoredArticle | undefined>
type SlugHook = FieldHook<Article, string | null | undefined>

async function storedArticle(id: string, req: PayloadRequest): Promise<StoredArticle | undefined> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`SELECT slug, published, published_at FROM articles WHERE id = ${id}`,
  )
  return rows[0] as StoredArticle | undefined
}

/**
 * Notes the row before the save: Payload's previous document is the latest version, which may be
 * a draft already carrying the new slug, while readers still know the article by the row's.
 */
const noteStoredArticle: SlugHook = async ({ context, operation, originalDoc, req, value }) => {
  const id = originalDoc?.id
  if (operation === 'update' && id) {
    const known = (context[STORED_BEFORE] ?? {}) as StoredBefore
    context[STORED_BEFORE] = { ...known, [id]: await storedArticle(id, req) }
  }
  return value
}

/**
 * Once the row is written: an article readers knew (its row was published, or has a publishedAt)
 * that moved to a new slug leaves a redirect from its old address, and an article going live frees
 * its address of any redirect. A draft save leaves the row, and so the addresses, as they were.
 */
const followStoredArticle: SlugHook = async ({ context, originalDoc, req, value }) => {
  const id = originalDoc?.id
  if (!id) return value
  const before = ((context[STORED_BEFORE] ?? {}) as StoredBefore)[id]
  const now = await storedArticle(id, req)
  if (!now?.slug) return value
  const knownBefore = Boolean(before?.published || before?.published_at)
  if (before?.slug && before.slug !== now.slug && knownBefore) {
    await moveAddress(req, sitePathOf.article(before.slug), sitePathOf.article(now.slug))
  } else if (now.published && !(before?.published && before.slug === now.slug)) {
    await freeAddress(req, sitePathOf.article(now.slug))
  }
  return value
}

/** The slug field's hooks that keep an article's old addresses leading to it. */
export const articleAddressHooks: NonNullable<TextField['hooks']> = {
  beforeChange: [noteStoredArticle],
  afterChange: [followStoredArticle],
}
