import type { Payload, Where } from 'payload'

import type { FediverseInteractionRow } from '@blockwise/shared/schemas/fediverse'

import type { FediverseInteraction } from '@/payload-types'

/** How many of the newest interactions an answer lists. */
const LATEST_INTERACTIONS = 10

/**
 * How many interactions match. The routes have already checked their caller (editors and admins),
 * so the count reads past the collection's access.
 */
export async function countInteractions(payload: Payload, where: Where): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'fediverse-interactions',
    where,
    overrideAccess: true,
  })
  return totalDocs
}

/** The newest interactions that match, each with its article's title (the only field read of it). */
export async function newestInteractions(
  payload: Payload,
  where: Where,
): Promise<FediverseInteraction[]> {
  const { docs } = await payload.find({
    collection: 'fediverse-interactions',
    where,
    sort: '-receivedAt',
    limit: LATEST_INTERACTIONS,
    depth: 1,
    populate: { articles: { title: true } },
    overrideAccess: true,
  })
  return docs
}

export const interactionRow = (interaction: FediverseInteraction): FediverseInteractionRow => ({
  id: interaction.id,
  kind: interaction.kind,
  actorHandle: interaction.actorHandle ?? null,
  actorName: interaction.actorName ?? null,
  objectUrl: interaction.objectUrl ?? null,
  content: interaction.content ?? null,
  status: interaction.status,
  receivedAt: interaction.receivedAt,
})
