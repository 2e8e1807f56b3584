import { Forbidden, type Access, type CollectionBeforeChangeHook, type Payload } from 'payload'

import { isEditorOrAdminUser } from './roles'

/**
 * A document lock names its holder. Payload lets any signed-in user write any lock, so one editor
 * could pin a lock on another's name and keep them out of a document; a caller may write locks
 * only in their own name (the admin's "take over" moves a lock to its caller, which stays allowed).
 */
const locksInOwnName: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!req.user) return data
  const holder = data.user as { relationTo?: unknown; value?: unknown } | null | undefined
  const held = holder?.value
  const heldId = typeof held === 'object' && held !== null && 'id' in held ? held.id : held
  if (holder?.relationTo !== req.user.collection || String(heldId) !== String(req.user.id))
    throw new Forbidden(req.t)
  return data
}

/**
 * Locks are the admin's, for the people editing in it. Payload lets any authenticated caller use
 * them, integration keys included: a read-scope key could list them, or take and release
 * editors' locks (their saves then answer 423). No key scope names locks, so no key touches them.
 */
const editingPeople: Access = ({ req }) => isEditorOrAdminUser(req.user)

/** Payload adds the locks collection itself, after the configured ones: the guards join it at init. */
export function guardDocumentLocks(payload: Payload): void {
  const locks = payload.collections['payload-locked-documents'].config
  locks.hooks.beforeChange = [...(locks.hooks.beforeChange ?? []), locksInOwnName]
  locks.access = {
    ...locks.access,
    read: editingPeople,
    create: editingPeople,
    update: editingPeople,
    delete: editingPeople,
  }
}
