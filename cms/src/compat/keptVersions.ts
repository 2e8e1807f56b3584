/**
 * Compat: the `latest` flag of Payload's versions (`_articles_v.latest`), which
 * @payloadcms/drizzle's createVersion sets on the version it writes (and clears on older ones),
 * and by which Payload finds a document's current draft (getLatestCollectionVersion: the newest
 * version with `latest: true`).
 *
 * Why: a save refused as stale (collections/Articles/editing/refuseStaleSaves.ts) is kept in the
 * article's history, where its editor compares it with the newer version and may restore it,
 * without becoming the article's draft over that newer version.
 *
 * Supported API looked for: `payload.db.createVersion` and `deleteVersions` are the adapter's own
 * methods; Payload offers no way to write a version that is not the latest.
 *
 * If it moves: the kept version would become the article's draft, the very overwrite it exists to
 * prevent. keptVersions.canary.test.ts checks both sides of the flag in the installed packages.
 */
import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Payload } from 'payload'

import { transactionDb } from './transactionDb'

interface KeptVersion {
  articleId: string
  /** The same account's earlier kept version of this article, which this one replaces. */
  replaces: string | null
  versionData: Record<string, unknown>
}

interface LatestVersion {
  id: string
  updatedAt: number
}

/**
 * Payload reads a document's draft as its newest version by updatedAt among the latest and those
 * newer than the document (replaceWithDraftIfAvailable), so the kept version is dated a
 * millisecond before the latest one: listed beside it in the history, never taken as the draft.
 */
function justBefore(latest: LatestVersion[]): string {
  const newest = Math.max(...latest.map(({ updatedAt }) => updatedAt))
  const now = Date.now()
  return new Date(Number.isFinite(newest) ? Math.min(now, newest - 1) : now).toISOString()
}

/**
 * Writes a version of the article beside its latest, in a transaction of its own (it must
 * survive the refused save's rollback), and answers its id. The versions that were the latest
 * before stay the latest.
 */
export async function keepVersionBesideLatest(payload: Payload, kept: KeptVersion) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    if (kept.replaces) {
      await payload.db.deleteVersions({
        collection: 'articles',
        where: { id: { equals: kept.replaces } },
        req,
      })
    }
    const db = await transactionDb(req)
    const { rows } = await db.execute(
      sql`SELECT id, updated_at FROM _articles_v WHERE parent_id = ${kept.articleId} AND latest`,
    )
    const latest: LatestVersion[] = rows.map((row) => ({
      id: String(row.id),
      updatedAt: new Date(String(row.updated_at)).getTime(),
    }))
    const version = await payload.db.createVersion({
      collectionSlug: 'articles',
      parent: kept.articleId,
      versionData: kept.versionData,
      autosave: false,
      createdAt: new Date().toISOString(),
      updatedAt: justBefore(latest),
      req,
    })
    await db.execute(sql`UPDATE _articles_v SET latest = false WHERE id = ${version.id}`)
    for (const { id } of latest) {
      await db.execute(sql`UPDATE _articles_v SET latest = true WHERE id = ${id}`)
    }
    await commitTransaction(req)
    return String(version.id)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
