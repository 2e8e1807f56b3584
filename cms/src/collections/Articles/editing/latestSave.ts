import type { PayloadRequest, Where } from 'payload'

import type { Article } from '@/payload-types'

/** The article as it is stored: its latest version, when it was saved and by whom. */
export interface LatestSave {
  /** The latest version's id; null for an article saved before it had versions. */
  versionId: string | null
  /** The article's updatedAt in that version: what an editor's form names as editedFrom. */
  savedAt: number
  /** When the version itself was last written (an autosave rewrites its version in place). */
  writtenAt: number
  savedBy: string | null
}

const idOf = (value: Article['lastEditedBy']) =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

async function latestVersion(req: PayloadRequest, articleId: string, where: Where[]) {
  const { docs } = await req.payload.db.findVersions<Article>({
    collection: 'articles',
    where: { and: [{ parent: { equals: articleId } }, ...where] },
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    req,
  })
  return docs[0]
}

/** The article's latest save, read in the request's transaction; null when there is no article. */
export async function latestSaveOf(
  req: PayloadRequest,
  articleId: string,
): Promise<LatestSave | null> {
  const version = await latestVersion(req, articleId, [{ latest: { equals: true } }])
  if (version) {
    return {
      versionId: String(version.id),
      savedAt: Date.parse(version.version.updatedAt),
      writtenAt: Date.parse(version.updatedAt),
      savedBy: idOf(version.version.lastEditedBy),
    }
  }
  const row = await req.payload.db.findOne<Article>({
    collection: 'articles',
    where: { id: { equals: articleId } },
    req,
  })
  if (!row) return null
  const savedAt = Date.parse(row.updatedAt)
  return { versionId: null, savedAt, writtenAt: savedAt, savedBy: idOf(row.lastEditedBy) }
}

/**
 * The version kept of this account's refused save, if any was written after the latest save: only a
 * kept version is ever written after the latest one without becoming it (keptVersions.ts, which
 * dates its updatedAt just before the latest's, so its createdAt tells when it was kept).
 */
export async function keptEditOf(
  req: PayloadRequest,
  articleId: string,
  latest: LatestSave,
  userId: string,
) {
  const kept = await latestVersion(req, articleId, [
    { latest: { equals: false } },
    { createdAt: { greater_than: new Date(latest.writtenAt).toISOString() } },
    { 'version.lastEditedBy': { equals: userId } },
  ])
  return kept ? { versionId: String(kept.id), keptAt: Date.parse(kept.createdAt) } : null
}

/** Whether someone other than `userId` saved the article after the version a save started from. */
export function savedSinceByAnother(latest: LatestSave, editedFrom: number, userId: string) {
  return latest.savedAt > editedFrom && latest.savedBy !== userId
}
