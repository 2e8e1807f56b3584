import type { Payload } from 'payload'

import type { Article } from '@/payload-types'

import type { EditorialUser } from './editorialUser'
import { shownTitle } from './shownTitle'

export interface ContributorArticle {
  id: string
  title: string
  updatedAt: string
  state: 'Draft' | 'In review' | 'Changes requested' | 'Published'
}

const SHOWN = 20

const STATE_OF_REVIEW = {
  requested: 'In review',
  'changes-requested': 'Changes requested',
} as const

/** A contributor's own articles, the most recently edited first, with where each stands. */
export async function contributorArticles(
  payload: Payload,
  user: NonNullable<EditorialUser>,
): Promise<ContributorArticle[]> {
  const own = { createdBy: { equals: user.id } }
  const { docs } = await payload.find({
    collection: 'articles',
    draft: true,
    where: own,
    sort: '-updatedAt',
    limit: SHOWN,
    depth: 0,
    select: { title: true, updatedAt: true },
    overrideAccess: false,
    user,
  })
  if (!docs.length) return []
  // Review state and "readers see it" are the row's (review/reviewFields.ts).
  const { docs: rows } = await payload.db.find<Article>({
    collection: 'articles',
    where: { and: [own, { id: { in: docs.map((doc) => doc.id) } }] },
    limit: 0,
    pagination: false,
  })
  const rowOf = new Map(rows.map((row) => [row.id, row]))
  return docs.map((article) => {
    const row = rowOf.get(article.id)
    const review = row?.review === 'none' ? null : row?.review
    return {
      id: article.id,
      title: shownTitle(article.title),
      updatedAt: article.updatedAt,
      state: row?.published ? 'Published' : review ? STATE_OF_REVIEW[review] : 'Draft',
    }
  })
}
