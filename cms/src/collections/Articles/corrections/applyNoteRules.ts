import { randomBytes } from 'node:crypto'

import { APIError, type FieldHook, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import type { Article } from '@/payload-types'

import { NoteRefusal, notesOfSave, substantiveUpdateOf, type StoredNote } from './noteRules'

/** The article as its stored row holds it: the version readers see while it is published. */
const storedRow = (req: PayloadRequest, id: string) =>
  req.payload.db.findOne<Article>({ collection: 'articles', where: { id: { equals: id } }, req })

const storedNotes = (row: Article | null): StoredNote[] =>
  (row?.corrections ?? []).map((note) => ({
    id: note.id ?? '',
    kind: note.kind,
    text: note.text,
    date: note.date ?? null,
  }))

/** The words readers read: a change to any of them is a change of the article. */
const TEXT_FIELDS = ['title', 'excerpt', 'contentHtml'] as const

const textChanged = (saved: Partial<Article>, row: Article) =>
  TEXT_FIELDS.some((field) => (saved[field] ?? null) !== (row[field] ?? null))

/**
 * The corrections field's beforeChange hook (noteRules.ts): keeps published notes as they are,
 * dates the notes a publish adds, and on a publish sets the article's lastSubstantiveUpdate. Runs
 * after the collection's hooks, so the saved contentHtml is the one the save stores.
 */
export const applyNoteRules: FieldHook<Article, Article['corrections'], Article> = async ({
  value,
  siblingData,
  originalDoc,
  operation,
  req,
}) => {
  const row =
    operation === 'update' && originalDoc?.id ? await storedRow(req, originalDoc.id) : null
  const goesLive = siblingData._status === 'published'
  const now = new Date().toISOString()
  try {
    const { notes, added } = notesOfSave(
      {
        sent: value,
        stored: storedNotes(row),
        hasBeenLive: Boolean(row?.publishedAt),
        goesLive,
        mayRemove: isAdminUser(req.user),
        restoring: Boolean(req.context.isRestoringVersion),
        now,
      },
      () => randomBytes(12).toString('hex'),
    )
    if (goesLive) {
      const updatedAt = substantiveUpdateOf(
        {
          wasLive: row?._status === 'published',
          addedNotes: added,
          textChanged: row !== null && textChanged(siblingData, row),
          minorFix: siblingData.minorFix === true,
        },
        now,
      )
      if (updatedAt) siblingData.lastSubstantiveUpdate = updatedAt
    }
    return notes
  } catch (error) {
    if (error instanceof NoteRefusal)
      throw new APIError(error.message, error.status, undefined, true)
    throw error
  }
}
