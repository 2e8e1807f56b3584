import {
  APIError,
  Forbidden,
  NotFound,
  addDataAndFileToRequest,
  headersWithCors,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { mayEditArticle } from '@/access/articleAccess'
import { canUseEditorialCalls, isContributorUser, isEditorOrAdminUser } from '@/access/roles'
import { isDocumentId } from '@/lib/documentId'
import type { Article, User } from '@/payload-types'

import { accountLabel, reviewQueue } from './reviewQueue'
import { reviewColumnsOf } from './reviewFields'
import {
  REVIEW_NOTE_MAX_LENGTH,
  reviewRequestBy,
  sendBackSchema,
  type ReviewAnswer,
  type ReviewColumns,
} from './reviewState'

const NOT_AWAITING_REVIEW = 'This article is not waiting for review.'
const SEND_BACK_FORMAT = `Send a note: { "note": "…" }, 1 to ${REVIEW_NOTE_MAX_LENGTH} characters.`

const json = (req: PayloadRequest, body: unknown) =>
  Response.json(body, { headers: headersWithCors({ headers: new Headers(), req }) })

function articleIdOf(req: PayloadRequest): string {
  const id = req.routeParams?.id
  if (typeof id !== 'string' || !isDocumentId(id)) throw new NotFound(req.t)
  return id
}

/** The article's row, if the caller may see its review: editorial callers, or its contributor. */
async function rowFor(req: PayloadRequest, id: string): Promise<Article> {
  const { user } = req
  const row = await req.payload.db.findOne<Article>({
    collection: 'articles',
    where: { id: { equals: id } },
    req,
  })
  const createdBy = typeof row?.createdBy === 'object' ? row.createdBy?.id : row?.createdBy
  const mayRead =
    canUseEditorialCalls(user) || (isContributorUser(user) && createdBy === String(user?.id))
  if (!row || !mayRead) throw new NotFound(req.t)
  return row
}

async function answerOf(req: PayloadRequest, columns: ReviewColumns): Promise<ReviewAnswer> {
  const asker = columns.reviewRequestedBy
    ? await req.payload.db.findOne<User>({
        collection: 'users',
        where: { id: { equals: columns.reviewRequestedBy } },
        req,
      })
    : null
  return {
    review: columns.review,
    requestedBy: asker ? accountLabel(asker) : null,
    requestedAt: columns.reviewRequestedAt,
    note: columns.reviewNote,
  }
}

async function writeReview(req: PayloadRequest, id: string, columns: ReviewColumns) {
  await req.payload.db.updateOne({
    collection: 'articles',
    id,
    data: { ...columns },
    req,
    returning: false,
  })
  return json(req, await answerOf(req, columns))
}

/** GET /cms-api/articles/{id}/review: where the article stands, for the edit view's banner. */
const readReview: Endpoint = {
  path: '/:id/review',
  method: 'get',
  handler: async (req) => {
    const row = await rowFor(req, articleIdOf(req))
    return json(req, await answerOf(req, reviewColumnsOf(row)))
  },
}

/**
 * POST /cms-api/articles/{id}/submit-for-review: its contributor (or an editor) asks for review;
 * who and when are recorded, and a note from an earlier send-back is cleared.
 */
const submitForReview: Endpoint = {
  path: '/:id/submit-for-review',
  method: 'post',
  handler: async (req) => {
    const id = articleIdOf(req)
    if (req.user?.collection !== 'users') throw new Forbidden(req.t)
    await rowFor(req, id)
    if (!(await mayEditArticle(req, id))) throw new Forbidden(req.t)
    return writeReview(req, id, reviewRequestBy(String(req.user.id)))
  },
}

/**
 * POST /cms-api/articles/{id}/send-back `{ note }`: an editor returns a requested article to its
 * contributor with a note they see at the top of the edit view. Approving is publishing (now or
 * scheduled), which clears the request (reviewFields.ts).
 */
const sendBack: Endpoint = {
  path: '/:id/send-back',
  method: 'post',
  handler: async (req) => {
    const id = articleIdOf(req)
    if (!isEditorOrAdminUser(req.user)) throw new Forbidden(req.t)
    await addDataAndFileToRequest(req)
    const body = sendBackSchema.safeParse(req.data)
    if (!body.success) throw new APIError(SEND_BACK_FORMAT, 400, null, true)
    const current = reviewColumnsOf(await rowFor(req, id))
    if (current.review !== 'requested') throw new APIError(NOT_AWAITING_REVIEW, 409, null, true)
    return writeReview(req, id, {
      ...current,
      review: 'changes-requested',
      reviewNote: body.data.note,
    })
  },
}

/** GET /cms-api/articles/review-queue: `{ articles }` waiting for review, for editors and admins. */
const readQueue: Endpoint = {
  path: '/review-queue',
  method: 'get',
  handler: async (req) => {
    if (!isEditorOrAdminUser(req.user)) throw new Forbidden(req.t)
    return json(req, { articles: await reviewQueue(req.payload) })
  },
}

export const reviewEndpoints: Endpoint[] = [readQueue, readReview, submitForReview, sendBack]
