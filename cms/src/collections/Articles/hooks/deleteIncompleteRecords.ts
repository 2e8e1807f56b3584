import type { CollectionBeforeDeleteHook } from 'payload'

/** An article being deleted leaves nothing to complete: its monitor records go first (the
 * foreign key would otherwise leave them pointing nowhere). */
export const deleteIncompleteRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'incomplete-articles',
    where: { articleId: { equals: id } },
    depth: 0,
    req,
  })
}
