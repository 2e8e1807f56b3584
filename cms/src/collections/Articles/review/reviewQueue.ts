import type { Payload } from 'payload'

import type { Article, User } from '@/payload-types'

import { shownTitle } from '../../../admin/home/shownTitle'
import { pendingArticleSchedules } from '../pendingSchedules'
import type { QueuedArticle } from './reviewState'

/** The name an editor knows an account by. */
export const accountLabel = (user: Pick<User, 'name' | 'email'>) => user.name?.trim() || user.email

/**
 * The articles waiting for an editor's review, the longest waiting first, with who asked, when,
 * and the scheduled publish an editor may already have set.
 */
export async function reviewQueue(payload: Payload): Promise<QueuedArticle[]> {
  // The request is on the row (reviewFields.ts); the title the editor reads is the latest version's.
  const { docs: rows } = await payload.db.find<Article>({
    collection: 'articles',
    where: { review: { equals: 'requested' } },
    sort: 'reviewRequestedAt',
    limit: 0,
    pagination: false,
  })
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  const askerIds = [...new Set(rows.flatMap((row) => idOf(row.reviewRequestedBy) ?? []))]
  const [{ docs: latest }, askers, schedules] = await Promise.all([
    payload.find({
      collection: 'articles',
      where: { id: { in: ids } },
      draft: true,
      select: { title: true },
      pagination: false,
      depth: 0,
    }),
    askerIds.length ? accountsById(payload, askerIds) : [],
    pendingArticleSchedules(payload),
  ])
  const titles = new Map(latest.map((article) => [article.id, article.title]))
  const names = new Map(askers.map((user) => [user.id, accountLabel(user)]))
  return rows.map((row) => {
    const askedBy = idOf(row.reviewRequestedBy)
    return {
      id: row.id,
      title: shownTitle(titles.get(row.id) ?? row.title),
      requestedBy: askedBy === null ? null : (names.get(askedBy) ?? null),
      requestedAt: row.reviewRequestedAt ?? null,
      scheduledFor:
        schedules.get(row.id)?.find((schedule) => schedule.type === 'publish')?.at ?? null,
    }
  })
}

function idOf(reference: string | User | null | undefined): string | null {
  if (!reference) return null
  return typeof reference === 'string' ? reference : reference.id
}

async function accountsById(payload: Payload, ids: string[]) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    pagination: false,
    depth: 0,
  })
  return docs
}
