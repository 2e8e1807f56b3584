import type { Payload } from 'payload'

import type { ArticleFediverse } from '@blockwise/shared/schemas/fediverse'

import { countInteractions, interactionRow, newestInteractions } from './interactionRows'

async function articleExists(payload: Payload, id: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'articles',
    where: { id: { equals: id } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * One article's likes, boosts and replies from the social web, and the newest of them; null when
 * there is no such article (`id` must be a UUID).
 */
export async function articleFediverse(
  payload: Payload,
  id: string,
): Promise<ArticleFediverse | null> {
  if (!(await articleExists(payload, id))) return null
  const ofArticle = { article: { equals: id } }
  const count = (kind: 'like' | 'boost' | 'reply', status?: 'pending' | 'approved') =>
    countInteractions(payload, {
      and: [
        ofArticle,
        { kind: { equals: kind } },
        ...(status ? [{ status: { equals: status } }] : []),
      ],
    })
  const [likes, boosts, pending, approved, latest] = await Promise.all([
    count('like'),
    count('boost'),
    count('reply', 'pending'),
    count('reply', 'approved'),
    newestInteractions(payload, ofArticle),
  ])
  return { likes, boosts, replies: { pending, approved }, latest: latest.map(interactionRow) }
}
