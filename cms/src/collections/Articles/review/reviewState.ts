import { z } from 'zod'

/** Where an article stands in the editors' review: nobody asked, asked, or sent back with a note. */
export const REVIEW_STATES = ['none', 'requested', 'changes-requested'] as const
type ReviewStateName = (typeof REVIEW_STATES)[number]

/** The longest note an editor may send back with an article. */
export const REVIEW_NOTE_MAX_LENGTH = 2000

/** The review columns of an article's row, as the endpoints write them. */
export interface ReviewColumns {
  review: ReviewStateName
  reviewRequestedBy: string | null
  reviewRequestedAt: string | null
  reviewNote: string | null
}

/** A published article waits for nobody: publishing, now or as scheduled, approves the request. */
export const NO_REVIEW: ReviewColumns = {
  review: 'none',
  reviewRequestedBy: null,
  reviewRequestedAt: null,
  reviewNote: null,
}

/** The review columns of a request made now by the account `userId`: any earlier note is cleared. */
export const reviewRequestBy = (userId: string): ReviewColumns => ({
  review: 'requested',
  reviewRequestedBy: userId,
  reviewRequestedAt: new Date().toISOString(),
  reviewNote: null,
})

/** GET /cms-api/articles/{id}/review and the answer of its POSTs, as the edit view reads it. */
export const reviewAnswerSchema = z.object({
  review: z.enum(REVIEW_STATES),
  requestedBy: z.string().nullable(),
  requestedAt: z.string().nullable(),
  note: z.string().nullable(),
})
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>

/** One article waiting in the editors' review queue. */
export interface QueuedArticle {
  id: string
  title: string
  requestedBy: string | null
  requestedAt: string | null
  scheduledFor: string | null
}

/** The body of POST /cms-api/articles/{id}/send-back. */
export const sendBackSchema = z.object({
  note: z.string().trim().min(1).max(REVIEW_NOTE_MAX_LENGTH),
})
