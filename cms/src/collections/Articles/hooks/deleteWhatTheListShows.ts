import type { CollectionBeforeOperationHook } from 'payload'

/**
 * The admin's list shows each article's latest draft, and its bulk Delete sends the list's search
 * beside the chosen ids; Payload's delete matches the whole query against the stored rows, which
 * an autosave never writes to, so a draft found by its autosaved title was not deleted ("Deleted 0
 * Article successfully."). The query is resolved here against the drafts, as the list read it,
 * into the ids it names; the delete's own access rules still apply to them.
 */
export const deleteWhatTheListShows: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'delete' || !args.where) return args
  const { docs } = await req.payload.find({
    collection: collection.slug,
    draft: true,
    where: args.where,
    select: {},
    depth: 0,
    pagination: false,
    req,
  })
  return { ...args, where: { id: { in: docs.map(({ id }) => id) } } }
}
