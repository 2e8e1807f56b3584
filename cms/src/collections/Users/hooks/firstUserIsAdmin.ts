import type { CollectionBeforeChangeHook } from 'payload'

/** Whoever creates the very first account administers the publication. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) data.role = 'admin'
  return data
}
