import type { Payload } from 'payload'

import type { EditorialUser } from './editorialUser'
import { shownTitle } from './shownTitle'

export interface DraftInProgress {
  id: string
  title: string
  updatedAt: string
  status: 'Draft' | 'In review' | 'Unpublished changes'
}

const SHOWN = 10

/**
 * The articles whose latest version is a draft, the most recently edited first: new articles
 * still being written or held for review, and live ones with changes not yet published.
 */
export async function draftsInProgress(
  payload: Payload,
  user: EditorialUser,
): Promise<DraftInProgress[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    draft: true,
    where: { _status: { equals: 'draft' } },
    sort: '-updatedAt',
    limit: SHOWN,
    depth: 0,
    select: { title: true, updatedAt: true, status: true },
    overrideAccess: false,
    user,
  })
  if (!docs.length) return []
  const { docs: live } = await payload.find({
    collection: 'articles',
    where: { and: [{ id: { in: docs.map((doc) => doc.id) } }, { published: { equals: true } }] },
    select: {},
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const liveIds = new Set(live.map((article) => article.id))
  return docs.map((article) => ({
    id: article.id,
    title: shownTitle(article.title),
    updatedAt: article.updatedAt,
    status: liveIds.has(article.id)
      ? 'Unpublished changes'
      : article.status === 'review'
        ? 'In review'
        : 'Draft',
  }))
}
