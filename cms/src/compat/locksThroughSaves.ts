/**
 * Compat: Payload deletes a document's editing locks on every update of it, whoever saves
 * (checkDocumentLockStatus, which updateDocument calls before the collection's hooks: "Perform the
 * delete operation regardless of overrideLock status").
 *
 * Why: the admin autosaves an article every 2 s, so its lock lived only from a keystroke to the
 * next autosave, and a second editor opening the article in between was told nothing. The lock
 * an article had before a save is noted, and written back after it, under its own id, in the save's
 * transaction: a save by its holder renews it, anyone else's leaves it as it was.
 *
 * Supported API looked for: `lockDocuments` has no setting that keeps locks through a save, and
 * the admin takes its lock again only on the next change of the form.
 *
 * If it moves: should Payload keep locks through saves, this finds the lock still there and writes
 * nothing. locksThroughSaves.canary.test.ts checks that Payload still deletes them, and where.
 */
import type { CollectionAfterChangeHook, CollectionBeforeOperationHook } from 'payload'

import {
  holderOf,
  locksOf,
  writeLock,
  type LockRow,
} from '@/collections/Articles/editing/documentLock'

const NOTED = 'locksBeforeSave'
type Noted = Record<string, LockRow | undefined>

/** Notes the article's newest lock before an update of it deletes it. */
export const noteLockBeforeSave: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const id: unknown = (args as { id?: unknown }).id
  if (operation !== 'update' || (typeof id !== 'string' && typeof id !== 'number')) return args
  const [newest] = await locksOf(req, String(id))
  if (newest) req.context[NOTED] = { ...(req.context[NOTED] as Noted), [String(id)]: newest }
  return args
}

/** Writes the noted lock back once the update has deleted it. */
export const restoreLockAfterSave: CollectionAfterChangeHook<{ id: string }> = async ({
  doc,
  operation,
  req,
}) => {
  const id = String(doc.id)
  const noted = (req.context[NOTED] as Noted | undefined)?.[id]
  const holder = noted ? holderOf(noted) : null
  if (operation !== 'update' || !noted || !holder || (await locksOf(req, id)).length > 0) return doc
  const savedByHolder = String(req.user?.id) === holder
  const renewedAt = savedByHolder ? new Date().toISOString() : noted.updatedAt
  await writeLock(req, { articleId: id, userId: holder, renewedAt, lockId: noted.id })
  return doc
}
