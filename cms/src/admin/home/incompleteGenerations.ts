import type { Payload } from 'payload'

import type { EditorialUser } from './editorialUser'

const SHOWN = 5

export interface IncompleteGenerations {
  total: number
  newest: Array<{ id: string; articleTitle: string; createdAt: string }>
}

/** How many generations stopped half-way, and the latest of them. */
export async function incompleteGenerations(
  payload: Payload,
  user: EditorialUser,
): Promise<IncompleteGenerations> {
  const { docs, totalDocs } = await payload.find({
    collection: 'incomplete-articles',
    sort: '-createdAt',
    limit: SHOWN,
    depth: 0,
    select: { articleTitle: true, createdAt: true },
    overrideAccess: false,
    user,
  })
  return {
    total: totalDocs,
    newest: docs.map(({ id, articleTitle, createdAt }) => ({ id, articleTitle, createdAt })),
  }
}
