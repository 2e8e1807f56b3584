import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { countUsage, type UsedCollection } from './countUsage'
import { deleteRefusal } from './usageMessages'

/** 409 with the reason. Named outright: Payload answers "An unknown error occurred." for an
 * error whose name the production bundle's minifier has emptied. */
class DeleteRefused extends APIError {
  constructor(reason: string) {
    super(reason, 409, null, true)
    this.name = 'DeleteRefused'
  }
}

/**
 * Refuses to delete what articles or authors still show, on every path: REST, GraphQL, the
 * admin's single and bulk deletes. Without it the foreign key answered a 500 for an author, and an
 * image vanished from the articles showing it.
 */
export const refuseDeleteWhileUsed =
  (collection: UsedCollection): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const refusal = deleteRefusal(collection, await countUsage(collection, String(id), req))
    if (refusal) throw new DeleteRefused(refusal)
  }
