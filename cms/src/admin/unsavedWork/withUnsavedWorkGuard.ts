import type { CollectionConfig } from 'payload'

export const UNSAVED_WORK_GUARD = '/admin/unsavedWork/UnsavedWorkGuard#UnsavedWorkGuard'

const autosaves = ({ versions }: CollectionConfig) =>
  typeof versions === 'object' &&
  typeof versions.drafts === 'object' &&
  Boolean(versions.drafts.autosave)

/**
 * Puts UnsavedWorkGuard into the edit view of a collection that autosaves: there nothing but a
 * toast said a save failed (Payload's own leave warning is off with autosave).
 */
export function withUnsavedWorkGuard(collection: CollectionConfig): CollectionConfig {
  if (!autosaves(collection)) return collection
  const components = collection.admin?.components
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: {
          ...components?.edit,
          beforeDocumentControls: [
            ...(components?.edit?.beforeDocumentControls ?? []),
            UNSAVED_WORK_GUARD,
          ],
        },
      },
    },
  }
}
