import type { ArticleNote } from '@blockwise/shared'

import type { Article as ArticleDocument } from '@/payload-types'

/** A note as a Payload read or the readers' SQL read gives it. */
export type NoteSource = Pick<
  NonNullable<ArticleDocument['corrections']>[number],
  'kind' | 'text' | 'date'
>

/**
 * The contract's `corrections`: the notes readers have seen (a note waiting for the article's next
 * publish has no date yet), oldest first, dated as ISO instants.
 */
export function publishedNotes(notes: readonly NoteSource[] | null | undefined): ArticleNote[] {
  return (notes ?? [])
    .flatMap(({ kind, text, date }) =>
      date ? [{ kind, text, date: new Date(date).toISOString() }] : [],
    )
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
}

/**
 * The published notes of the article `a` as a JSON list of NoteSource, for the readers' plain SQL
 * read (an array field's rows are their own table).
 */
export const PUBLISHED_NOTES_COLUMN = `(SELECT COALESCE(json_agg(json_build_object(
      'kind', n.kind, 'text', n.text, 'date', n.date) ORDER BY n.date, n._order), '[]'::json)
    FROM articles_corrections n WHERE n._parent_id = a.id AND n.date IS NOT NULL)`
