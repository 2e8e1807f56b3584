import type { Payload } from 'payload'

import type { FediverseOverview } from '@blockwise/shared/schemas/fediverse'

import type { FediverseInteraction } from '@/payload-types'

import { followerCounts } from './followerCounts'
import { countInteractions, interactionRow, newestInteractions } from './interactionRows'

/** The article an interaction names, as `newestInteractions` populated it. */
function articleOf({
  article,
}: FediverseInteraction): FediverseOverview['latest'][number]['article'] {
  return typeof article === 'string'
    ? { id: article, title: '' }
    : { id: article.id, title: article.title }
}

/** Who follows the publication and its authors, replies waiting for an editor, the newest interactions. */
export async function fediverseOverview(payload: Payload): Promise<FediverseOverview> {
  const [followers, repliesAwaitingReview, latest] = await Promise.all([
    followerCounts(payload),
    countInteractions(payload, {
      and: [{ kind: { equals: 'reply' } }, { status: { equals: 'pending' } }],
    }),
    newestInteractions(payload, {}),
  ])
  return {
    followers,
    repliesAwaitingReview,
    latest: latest.map((interaction) => ({
      ...interactionRow(interaction),
      article: articleOf(interaction),
    })),
  }
}
