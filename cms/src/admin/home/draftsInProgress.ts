import type { Payload } from 'payload'

import type { EditorialUser } from './editorialUser'

export interface DraftInProgress {
  id: string
  title: string
  updatedAt: string
  status: 'Draft' | 'In review'
}

const SHOWN = 10

/** The articles still being written or reviewed, the most recently edited first. */
export async function draftsInProgress(
  payload: Payload,
  user: EditorialUser,
): Promise<DraftInProgress[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { status: { in: ['draft', 'review'] } },
    sort: '-updatedAt',
    limit: SHOWN,
    depth: 0,
    select: { title: true, updatedAt: true, status: true },
    overrideAccess: false,
    user,
  })
  return docs.map((article) => ({
    id: article.id,
    title: article.title,
    updatedAt: article.updatedAt,
    status: article.status === 'review' ? 'In review' : 'Draft',
  }))
}
