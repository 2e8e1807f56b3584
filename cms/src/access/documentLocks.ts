import {
  Forbidden,
  type Access,
  type CollectionBeforeChangeHook,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { mayEditArticle } from './articleAccess'
import { isContributorUser, isStaffUser } from './roles'

/**
 * A document lock names its holder. Payload lets any signed-in user write any lock, so one editor
 * could pin a lock on another's name and keep them out of a document; a caller may write locks
 * only in their own name (the admin's "take over" moves a lock to its caller, which stays allowed).
 */
const locksInOwnName: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user) return data
  if (holderIdOf(data.user) !== String(req.user.id) || !heldBy(data.user, req.user.collection))
    throw new Forbidden(req.t)
  if (
    isContributorUser(req.user) &&
    !(await contributorMayLock(
      data.document ?? (originalDoc as { document?: unknown } | undefined)?.document,
      req,
    ))
  )
    throw new Forbidden(req.t)
  return data
}

type Reference = { relationTo?: unknown; value?: unknown } | null | undefined

const heldBy = (reference: unknown, collection: string) =>
  (reference as Reference)?.relationTo === collection

function holderIdOf(reference: unknown): string {
  const held = (reference as Reference)?.value
  return String(typeof held === 'object' && held !== null && 'id' in held ? held.id : held)
}

/** A contributor locks only their own drafts: never a document that would keep an editor out. */
async function contributorMayLock(document: unknown, req: PayloadRequest): Promise<boolean> {
  return heldBy(document, 'articles') && mayEditArticle(req, holderIdOf(document))
}

/**
 * Locks are the admin's, for the people editing in it (contributors too, on their own drafts).
 * Payload lets any authenticated caller use them, integration keys included: a read-scope key
 * could list them, or take and release editors' locks (their saves then answer 423). No key scope
 * names locks, so no key touches them.
 */
const editingPeople: Access = ({ req }) => isStaffUser(req.user)

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
