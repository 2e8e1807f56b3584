import type { Payload } from 'payload'

import type { FediverseInteraction } from '@/payload-types'

type NewInteraction = Omit<FediverseInteraction, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Stores an interaction once: the same activity delivered again (to another inbox, or retried by
 * its server) finds its entry and leaves it; two deliveries at once meet the unique activity id.
 */
export async function storeInteractionOnce(payload: Payload, data: NewInteraction): Promise<void> {
  const exists = async () =>
    (
      await payload.count({
        collection: 'fediverse-interactions',
        where: { activityId: { equals: data.activityId } },
        overrideAccess: true,
      })
    ).totalDocs > 0
  if (await exists()) return
  try {
    await payload.create({ collection: 'fediverse-interactions', data, overrideAccess: true })
  } catch (error) {
    if (!(await exists())) throw error
  }
}

/** Removes what this actor did under this activity or object id (nobody else's). */
export async function removeInteraction(payload: Payload, activityId: URL, actor: URL) {
  await payload.delete({
    collection: 'fediverse-interactions',
    where: {
      and: [{ activityId: { equals: activityId.href } }, { actor: { equals: actor.href } }],
    },
    overrideAccess: true,
  })
}
