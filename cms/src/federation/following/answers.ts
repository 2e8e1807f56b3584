import type { Accept, Reject } from '@fedify/vocab'

import type { Inbox } from '../inbox/context'

/**
 * An account's answer to the publication's follow: the follow it names (by its id, answered by the
 * account it was sent to) is now accepted, or refused. An Accept of anything else is ignored.
 */
function onAnswer(state: 'accepted' | 'rejected') {
  return async (ctx: Inbox, answer: Accept | Reject, actorId: URL): Promise<void> => {
    const follow = answer.objectId
    if (!follow) return
    await ctx.data.update({
      collection: 'fediverse-following',
      where: {
        and: [{ followActivity: { equals: follow.href } }, { actor: { equals: actorId.href } }],
      },
      data: { state },
      overrideAccess: true,
    })
  }
}

export const onAccept = onAnswer('accepted')
export const onReject = onAnswer('rejected')
