import type { PayloadRequest, Where } from 'payload'

import { ARTICLE_LOCK_SECONDS } from './timing'

/** Payload's editing locks: one row names a document and the account editing it. */
const LOCKS = 'payload-locked-documents'

export interface LockRow {
  id: string
  updatedAt: string
  createdAt: string
  user?: { relationTo: string; value: unknown } | null
}

const lockedArticle = (articleId: string): Where => ({
  and: [
    { 'document.relationTo': { equals: 'articles' } },
    { 'document.value': { equals: articleId } },
  ],
})

/** The id of the account a lock names. */
export function holderOf(lock: LockRow): string | null {
  const value = lock.user?.value
  if (typeof value === 'object' && value !== null && 'id' in value) return String(value.id)
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null
}

/** The article's locks, newest first, read in the request's transaction. */
export async function locksOf(req: PayloadRequest, articleId: string): Promise<LockRow[]> {
  const { docs } = await req.payload.db.find<LockRow>({
    collection: LOCKS,
    where: lockedArticle(articleId),
    sort: '-updatedAt',
    limit: 0,
    pagination: false,
    req,
  })
  return docs
}

const isActive = (lock: LockRow | undefined, now: number): lock is LockRow =>
  !!lock && Date.parse(lock.updatedAt) > now - ARTICLE_LOCK_SECONDS * 1000

/** Who edits the article now (its newest lock, if it has not lapsed). */
export async function lockHolder(req: PayloadRequest, articleId: string) {
  const [newest] = await locksOf(req, articleId)
  return isActive(newest, Date.now()) ? holderOf(newest) : null
}

/**
 * Takes or renews the article's lock for the account, unless another account holds it. The
 * caller takes turns with other claims of the article (takeTurnsClaiming.ts).
 */
export async function holdLock(req: PayloadRequest, articleId: string, userId: string) {
  const [newest] = await locksOf(req, articleId)
  const now = new Date().toISOString()
  const active = isActive(newest, Date.parse(now)) ? newest : undefined
  if (active && holderOf(active) !== userId) return
  if (active) {
    // With a column besides the timestamps (always empty on an article's lock): the adapter
    // writes nothing for an update of its timestamps alone.
    await req.payload.db.updateOne({
      collection: LOCKS,
      id: active.id,
      data: { globalSlug: null, updatedAt: now },
      req,
      returning: false,
    })
    return
  }
  await req.payload.db.deleteMany({ collection: LOCKS, where: lockedArticle(articleId), req })
  await writeLock(req, { articleId, userId, renewedAt: now })
}

interface Lock {
  articleId: string
  userId: string
  renewedAt: string
  /** The id of a lock written back (Payload's "Take over" moves a lock it found by its id). */
  lockId?: string
}

/** Writes a lock of the article for the account, last renewed at `renewedAt`. */
export function writeLock(req: PayloadRequest, { articleId, userId, renewedAt, lockId }: Lock) {
  return req.payload.db.create({
    collection: LOCKS,
    customID: lockId,
    data: {
      document: { relationTo: 'articles', value: articleId },
      user: { relationTo: 'users', value: userId },
      createdAt: renewedAt,
      updatedAt: renewedAt,
    },
    req,
    returning: false,
  })
}

/** Lets go of the account's locks of the article (a closed edit view). */
export async function releaseLock(req: PayloadRequest, articleId: string, userId: string) {
  const mine = (await locksOf(req, articleId)).filter((lock) => holderOf(lock) === userId)
  if (mine.length === 0) return
  await req.payload.db.deleteMany({
    collection: LOCKS,
    where: { id: { in: mine.map((lock) => lock.id) } },
    req,
  })
}
