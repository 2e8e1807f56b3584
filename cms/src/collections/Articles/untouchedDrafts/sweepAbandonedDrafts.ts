import { createLocalReq, type CollectionAfterOperationHook, type Payload } from 'payload'

import { discardUntouchedDraft } from './discardUntouchedDraft'

/** How long a new article may sit untouched before it counts as left behind (a closed tab's). */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000
/** At most this many a time, so that no new article carries a long clean-up behind it. */
const SWEEP_LIMIT = 20

type Editor = NonNullable<Parameters<typeof createLocalReq>[0]['user']>

async function sweep(payload: Payload, user: Editor): Promise<void> {
  const req = await createLocalReq({ user }, payload)
  const { docs } = await payload.find({
    collection: 'articles',
    draft: true,
    where: {
      and: [
        { published: { equals: false } },
        { title: { exists: false } },
        { createdAt: { less_than: new Date(Date.now() - ABANDONED_AFTER_MS).toISOString() } },
      ],
    },
    select: {},
    depth: 0,
    limit: SWEEP_LIMIT,
    req,
  })
  for (const { id } of docs) await discardUntouchedDraft(String(id), req)
}

/**
 * A new article whose editor closed the tab without typing stays behind (the edit view discards
 * one only when the editor moves elsewhere in the admin). Each new article an editor starts
 * clears those left for an hour, after its own save answered; discardUntouchedDraft still keeps
 * any that anyone typed into, that was ever published, or that someone has open.
 */
export const sweepAbandonedDrafts: CollectionAfterOperationHook = ({ operation, req, result }) => {
  if (operation === 'create' && req.user?.collection === 'users') {
    void sweep(req.payload, req.user).catch((error: unknown) =>
      req.payload.logger.warn({ err: error }, 'Clearing abandoned new articles failed'),
    )
  }
  return result
}
