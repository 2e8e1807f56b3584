import type { Federation } from '@fedify/fedify'
import { Note } from '@fedify/vocab'

import { ALICE } from './actor'
import { NOTE_PATH } from './paths'

/**
 * Alice's live notes by their address, each answered there as Mastodon answers a status; a deleted
 * note is no longer found.
 */
export function registerNotes(federation: Federation<void>): Map<string, Note> {
  const notes = new Map<string, Note>()
  federation.setObjectDispatcher(Note, NOTE_PATH, (ctx, values) =>
    values.identifier === ALICE ? (notes.get(ctx.getObjectUri(Note, values).href) ?? null) : null,
  )
  return notes
}
