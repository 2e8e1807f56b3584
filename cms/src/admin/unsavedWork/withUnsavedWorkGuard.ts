import type { CollectionConfig } from 'payload'

import { withBeforeDocumentControl } from '../beforeDocumentControls'

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
  return autosaves(collection)
    ? withBeforeDocumentControl(collection, UNSAVED_WORK_GUARD)
    : collection
}
