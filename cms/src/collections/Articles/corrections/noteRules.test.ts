import { describe, expect, it } from 'vitest'

import {
  MINOR_FIX_WITH_NOTE,
  NOTES_FORMAT,
  NOTES_ONLY_ON_LIVE_ARTICLES,
  NOTE_DATE_SET_BY_SERVER,
  NOTE_DUPLICATE_ID,
  NOTE_KIND,
  NOTE_REMOVAL_ADMINS_ONLY,
  NOTE_REWRITTEN,
  NOTE_TEXT_FORMAT,
  NOTE_TEXT_REQUIRED,
  NOTE_TEXT_TOO_LONG,
  NoteRefusal,
  notesOfSave,
  substantiveUpdateOf,
  type NotesSave,
  type StoredNote,
} from './noteRules'

const NOW = '2026-12-05T10:00:00.000Z'

const fee: StoredNote = {
  id: 'n1',
  kind: 'correction',
  text: 'An earlier version gave the fee as 2%; it is 0.2%.',
  date: '2026-12-01T09:00:00.000Z',
}
const vote: StoredNote = {
  id: 'n2',
  kind: 'update',
  text: 'The vote passed on 3 December.',
  date: '2026-12-03T09:00:00.000Z',
}

const save = (changes: Partial<NotesSave>): NotesSave => ({
  sent: [],
  stored: [fee, vote],
  hasBeenLive: true,
  goesLive: true,
  mayRemove: false,
  restoring: false,
  now: NOW,
  ...changes,
})

let ids = 0
const newId = () => `new${++ids}`

function refusal(run: () => unknown): { message: string; status: number } {
  try {
    run()
  } catch (error) {
    if (error instanceof NoteRefusal) return { message: error.message, status: error.status }
    throw error
  }
  throw new Error('The save was not refused')
}

describe('a publish that adds a note', () => {
  it('dates the new note with the publish, whatever order it is sent in, oldest first', () => {
    const outcome = notesOfSave(
      save({ sent: [{ kind: 'update', text: '  The fund reopened.  ' }, vote, fee] }),
      newId,
    )
    expect(outcome.added).toBe(1)
    expect(outcome.notes.map((note) => [note.kind, note.text, note.date])).toEqual([
      ['correction', fee.text, fee.date],
      ['update', vote.text, vote.date],
      ['update', 'The fund reopened.', NOW],
    ])
  })

  it('keeps the id the admin gave the new row, so the form finds it again', () => {
    const outcome = notesOfSave(
      save({ sent: [fee, vote, { id: 'row9', kind: 'update', text: 'x' }] }),
      newId,
    )
    expect(outcome.notes.at(-1)?.id).toBe('row9')
  })

  it('refuses a note without text, which a draft may still carry', () => {
    const empty = { kind: 'correction', text: '' }
    expect(refusal(() => notesOfSave(save({ sent: [fee, vote, empty] }), newId))).toEqual({
      message: NOTE_TEXT_REQUIRED,
      status: 400,
    })
    const draft = notesOfSave(save({ sent: [fee, vote, empty], goesLive: false }), newId)
    expect(draft.notes.at(-1)).toMatchObject({ text: '', date: null })
  })
})

describe('a draft save', () => {
  it('keeps a new note undated and editable until the article is published', () => {
    const first = notesOfSave(
      save({ sent: [fee, vote, { id: 'p1', kind: 'update', text: 'Draft' }], goesLive: false }),
      newId,
    )
    expect(first).toEqual({
      notes: [fee, vote, { id: 'p1', kind: 'update', text: 'Draft', date: null }],
      added: 0,
    })
    const rewritten = notesOfSave(
      save({
        stored: first.notes,
        sent: [fee, vote, { id: 'p1', kind: 'correction', text: 'Reworded' }],
        goesLive: false,
      }),
      newId,
    )
    expect(rewritten.notes.at(-1)).toEqual({
      id: 'p1',
      kind: 'correction',
      text: 'Reworded',
      date: null,
    })
  })
})

describe('published notes', () => {
  it('stay as they are when sent back, with or without their date', () => {
    const { date: _, ...withoutDate } = vote
    const outcome = notesOfSave(save({ sent: [fee, withoutDate] }), newId)
    expect(outcome).toEqual({ notes: [fee, vote], added: 0 })
  })

  it('cannot be reworded, given another kind or another date', () => {
    expect(
      refusal(() =>
        notesOfSave(save({ sent: [{ ...fee, text: 'Nothing was wrong.' }, vote] }), newId),
      ),
    ).toEqual({
      message: NOTE_REWRITTEN,
      status: 400,
    })
    expect(
      refusal(() => notesOfSave(save({ sent: [{ ...fee, kind: 'update' }, vote] }), newId)).message,
    ).toBe(NOTE_REWRITTEN)
    const forged = { ...fee, date: '2020-01-01T00:00:00.000Z' }
    expect(refusal(() => notesOfSave(save({ sent: [forged, vote] }), newId)).message).toBe(
      NOTE_DATE_SET_BY_SERVER,
    )
  })

  it('are removed by an admin only', () => {
    expect(refusal(() => notesOfSave(save({ sent: [vote] }), newId))).toEqual({
      message: NOTE_REMOVAL_ADMINS_ONLY,
      status: 403,
    })
    expect(refusal(() => notesOfSave(save({ sent: null }), newId)).status).toBe(403)
    expect(notesOfSave(save({ sent: [vote], mayRemove: true }), newId).notes).toEqual([vote])
  })

  it('come back with a restored version that lacks them, which cannot bring back a removed one', () => {
    const removed = { id: 'gone', kind: 'update', text: 'Removed by an admin', date: fee.date }
    const outcome = notesOfSave(
      save({
        sent: [removed, { id: 'p2', kind: 'update', text: 'Pending' }],
        goesLive: false,
        restoring: true,
      }),
      newId,
    )
    expect(outcome.notes).toEqual([
      fee,
      vote,
      { id: 'p2', kind: 'update', text: 'Pending', date: null },
    ])
  })
})

describe('hostile notes', () => {
  it.each([
    ['a list that is not one', { kind: 'update', text: 'x' }, NOTES_FORMAT],
    ['a row that is no object', ['update'], NOTES_FORMAT],
    ['an unknown kind', [fee, vote, { kind: 'retraction', text: 'x' }], NOTE_KIND],
    [
      'text that is not a string',
      [fee, vote, { kind: 'update', text: { html: '<b>x</b>' } }],
      NOTE_TEXT_FORMAT,
    ],
    [
      'text over the limit',
      [fee, vote, { kind: 'update', text: 'x'.repeat(501) }],
      NOTE_TEXT_TOO_LONG,
    ],
    [
      'a new note with its own date',
      [fee, vote, { kind: 'update', text: 'x', date: NOW }],
      NOTE_DATE_SET_BY_SERVER,
    ],
    [
      'a new note with a date that is none',
      [fee, vote, { kind: 'update', text: 'x', date: 'soon' }],
      NOTE_DATE_SET_BY_SERVER,
    ],
    [
      'two notes with one id',
      [fee, vote, { id: 'n9', kind: 'update', text: 'a' }, { id: 'n9', kind: 'update', text: 'b' }],
      NOTE_DUPLICATE_ID,
    ],
  ])('refuses %s with a 400', (_, sent, message) => {
    expect(refusal(() => notesOfSave(save({ sent }), newId))).toEqual({ message, status: 400 })
  })

  it('accepts text of exactly the limit', () => {
    const outcome = notesOfSave(
      save({ sent: [fee, vote, { kind: 'update', text: 'x'.repeat(500) }] }),
      newId,
    )
    expect(outcome.added).toBe(1)
  })

  it('refuses a note on an article readers have never seen', () => {
    const sent = [{ kind: 'correction', text: 'x' }]
    expect(
      refusal(() => notesOfSave(save({ stored: [], sent, hasBeenLive: false }), newId)).message,
    ).toBe(NOTES_ONLY_ON_LIVE_ARTICLES)
    expect(notesOfSave(save({ stored: [], sent: [], hasBeenLive: false }), newId).notes).toEqual([])
  })
})

describe('the last substantive update of a publish', () => {
  const publish = { wasLive: true, addedNotes: 0, textChanged: false, minorFix: false }

  it('is the publish when it adds a note, changed text or not', () => {
    expect(substantiveUpdateOf({ ...publish, addedNotes: 1 }, NOW)).toBe(NOW)
    expect(substantiveUpdateOf({ ...publish, addedNotes: 2, wasLive: false }, NOW)).toBe(NOW)
  })

  it('is the publish when it changes the text of a live article without being a minor fix', () => {
    expect(substantiveUpdateOf({ ...publish, textChanged: true }, NOW)).toBe(NOW)
  })

  it('stays as it was for a minor fix, an unchanged text, or a first publish', () => {
    expect(
      substantiveUpdateOf({ ...publish, textChanged: true, minorFix: true }, NOW),
    ).toBeUndefined()
    expect(substantiveUpdateOf(publish, NOW)).toBeUndefined()
    expect(
      substantiveUpdateOf({ ...publish, wasLive: false, textChanged: true }, NOW),
    ).toBeUndefined()
  })

  it('refuses a minor fix that adds a note', () => {
    expect(
      refusal(() => substantiveUpdateOf({ ...publish, addedNotes: 1, minorFix: true }, NOW)),
    ).toEqual({
      message: MINOR_FIX_WITH_NOTE,
      status: 400,
    })
  })
})
