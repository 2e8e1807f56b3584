import '../zodInBrowsers'
import { z } from 'zod'

import { dateTimeString } from './dateTime'

/**
 * What a note on a live article says happened (docs/product.md#corrections-and-updates): a
 * correction fixes something the article got wrong, an update adds what happened since.
 */
export const ARTICLE_NOTE_KINDS = ['correction', 'update'] as const
export type ArticleNoteKind = (typeof ARTICLE_NOTE_KINDS)[number]

/** Longest "what changed" of a note, in characters: a sentence or two, not a second article. */
export const ARTICLE_NOTE_TEXT_MAX = 500

/** How readers see a note's kind. */
export const ARTICLE_NOTE_LABELS: Record<ArticleNoteKind, string> = {
  correction: 'Correction',
  update: 'Update',
}

/** A correction or update note of a published article, as the contract answers it. */
export const articleNoteSchema = z
  .object({
    kind: z.enum(ARTICLE_NOTE_KINDS),
    text: z.string().meta({
      description: `What changed, in plain text (at most ${ARTICLE_NOTE_TEXT_MAX} characters)`,
    }),
    date: dateTimeString().meta({ description: 'When the note was published with the article' }),
  })
  .meta({ id: 'ArticleNote' })
export type ArticleNote = z.infer<typeof articleNoteSchema>
