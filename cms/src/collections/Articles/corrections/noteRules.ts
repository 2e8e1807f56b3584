import { ARTICLE_NOTE_KINDS, ARTICLE_NOTE_TEXT_MAX, type ArticleNoteKind } from '@blockwise/shared'

export const NOTES_FORMAT =
  'corrections must be a list of notes, each { kind, text } (and the id of a note it keeps).'
export const NOTE_KIND = `A note's kind must be ${ARTICLE_NOTE_KINDS.join(' or ')}.`
export const NOTE_TEXT_FORMAT = 'What changed must be plain text.'
export const NOTE_TEXT_TOO_LONG = `What changed must be at most ${ARTICLE_NOTE_TEXT_MAX} characters.`
export const NOTE_TEXT_REQUIRED = 'Say what changed before publishing a note.'
export const NOTE_DUPLICATE_ID = 'Two notes have the same id.'
export const NOTE_DATE_SET_BY_SERVER =
  'The date of a note is set when it is published with the article; leave it out.'
export const NOTE_REWRITTEN =
  'A published note cannot be changed: add a new note that says what was wrong with it.'
export const NOTE_REMOVAL_ADMINS_ONLY =
  'Only an admin can remove a published note. Send every published note back with the save.'
export const NOTES_ONLY_ON_LIVE_ARTICLES =
  'Correction and update notes are for articles readers have seen: publish the article first.'
export const MINOR_FIX_WITH_NOTE =
  'A minor fix is published without a note: untick “Minor fix” or remove the new note.'

/** A note as the article stores it. */
export interface StoredNote {
  id: string
  kind: ArticleNoteKind
  text: string
  /** When the note went live with the article; null while it waits for the next publish. */
  date: string | null
}

/** A save refused: its message and status, for the caller. */
export class NoteRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403,
  ) {
    super(message)
  }
}

/** What a save does to an article's notes, and what the rules need to know about it. */
export interface NotesSave {
  /** The notes as the save sends them (Payload passes the stored ones when it sends none). */
  sent: unknown
  /** The notes of the article's stored row: what its last publish (or unpublish) wrote. */
  stored: readonly StoredNote[]
  /** Whether readers have seen the article: only such an article takes new notes. */
  hasBeenLive: boolean
  /** Whether this save is a publish, which dates the notes it adds. */
  goesLive: boolean
  /** Whether the caller may remove a published note (admins). */
  mayRemove: boolean
  /** A restored version keeps the article's published notes as they are now. */
  restoring: boolean
  now: string
}

interface NotesOutcome {
  /** The notes to store: published ones oldest first, then those waiting for a publish. */
  notes: StoredNote[]
  /** How many notes this save published. */
  added: number
}

interface SentNote {
  id: string | null
  kind: ArticleNoteKind
  text: string
  date: number | null
}

const isKind = (value: unknown): value is ArticleNoteKind =>
  (ARTICLE_NOTE_KINDS as readonly unknown[]).includes(value)

const isAbsent = (value: unknown) => value === undefined || value === null || value === ''

function instantOf(value: unknown): number {
  const instant =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN
  if (Number.isNaN(instant)) throw new NoteRefusal(NOTE_DATE_SET_BY_SERVER, 400)
  return instant
}

function readNote(row: unknown): SentNote {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    throw new NoteRefusal(NOTES_FORMAT, 400)
  }
  const { id, kind, text, date } = row as Record<string, unknown>
  if (!isAbsent(id) && typeof id !== 'string') throw new NoteRefusal(NOTES_FORMAT, 400)
  if (!isKind(kind)) throw new NoteRefusal(NOTE_KIND, 400)
  if (!isAbsent(text) && typeof text !== 'string') throw new NoteRefusal(NOTE_TEXT_FORMAT, 400)
  const plain = typeof text === 'string' ? text.trim() : ''
  if (plain.length > ARTICLE_NOTE_TEXT_MAX) throw new NoteRefusal(NOTE_TEXT_TOO_LONG, 400)
  return {
    id: typeof id === 'string' && id !== '' ? id : null,
    kind,
    text: plain,
    date: isAbsent(date) ? null : instantOf(date),
  }
}

function readNotes(sent: unknown): SentNote[] {
  if (sent === undefined || sent === null) return []
  if (!Array.isArray(sent)) throw new NoteRefusal(NOTES_FORMAT, 400)
  const notes = sent.map(readNote)
  const ids = notes.flatMap((note) => (note.id === null ? [] : [note.id]))
  if (new Set(ids).size !== ids.length) throw new NoteRefusal(NOTE_DUPLICATE_ID, 400)
  return notes
}

/** A published note sent back: as stored, or refused when the save changes it. */
function keptNote(sent: SentNote, published: StoredNote): StoredNote {
  if (sent.kind !== published.kind || sent.text !== published.text.trim()) {
    throw new NoteRefusal(NOTE_REWRITTEN, 400)
  }
  if (sent.date !== null && sent.date !== Date.parse(published.date ?? '')) {
    throw new NoteRefusal(NOTE_DATE_SET_BY_SERVER, 400)
  }
  return published
}

/** A note the article has not published yet, dated when this save publishes it. */
function waitingNote(sent: SentNote, save: NotesSave, newId: () => string): StoredNote {
  if (sent.date !== null) throw new NoteRefusal(NOTE_DATE_SET_BY_SERVER, 400)
  if (!save.hasBeenLive) throw new NoteRefusal(NOTES_ONLY_ON_LIVE_ARTICLES, 400)
  if (save.goesLive && sent.text === '') throw new NoteRefusal(NOTE_TEXT_REQUIRED, 400)
  return {
    id: sent.id ?? newId(),
    kind: sent.kind,
    text: sent.text,
    date: save.goesLive ? save.now : null,
  }
}

const oldestFirst = (a: StoredNote, b: StoredNote) =>
  (a.date === null ? Infinity : Date.parse(a.date)) -
  (b.date === null ? Infinity : Date.parse(b.date))

/**
 * The notes a save stores (docs/product.md#corrections-and-updates): a published note stays as it
 * is (its kind, text and date), and only an admin may leave one out; a new note is dated by the
 * publish that shows it to readers, never by the caller. Refuses the save otherwise.
 */
export function notesOfSave(save: NotesSave, newId: () => string): NotesOutcome {
  const published = new Map(
    save.stored.filter((note) => note.date !== null).map((note) => [note.id, note]),
  )
  const sent = readNotes(save.sent)
  const kept: StoredNote[] = []
  const waiting: StoredNote[] = []
  for (const note of sent) {
    const stored = note.id === null ? undefined : published.get(note.id)
    if (stored) kept.push(save.restoring ? stored : keptNote(note, stored))
    // A restored version's note an admin has removed since stays removed.
    else if (!(save.restoring && note.date !== null)) waiting.push(waitingNote(note, save, newId))
  }
  const missing = [...published.values()].filter((note) => !kept.includes(note))
  if (missing.length > 0 && save.restoring) kept.push(...missing)
  else if (missing.length > 0 && !save.mayRemove) {
    throw new NoteRefusal(NOTE_REMOVAL_ADMINS_ONLY, 403)
  }
  const added = waiting.filter((note) => note.date !== null).length
  return { notes: [...kept, ...waiting].sort(oldestFirst), added }
}

/** What a publish of an article changes for its readers. */
interface PublishOfArticle {
  /** Whether readers saw a version of the article just before this publish. */
  wasLive: boolean
  /** How many notes the publish adds. */
  addedNotes: number
  /** Whether its title, excerpt or body differ from the version readers saw. */
  textChanged: boolean
  /** The editor marked the publish a minor fix (a typo, formatting). */
  minorFix: boolean
}

/**
 * The article's new last substantive update, or undefined when the publish keeps the one it had:
 * a publish that adds a note, or changes the text of a live article without being marked a minor
 * fix, is one; a minor fix adds no note.
 */
export function substantiveUpdateOf(publish: PublishOfArticle, now: string): string | undefined {
  if (publish.minorFix && publish.addedNotes > 0) throw new NoteRefusal(MINOR_FIX_WITH_NOTE, 400)
  if (publish.addedNotes > 0) return now
  if (publish.wasLive && publish.textChanged && !publish.minorFix) return now
  return undefined
}
