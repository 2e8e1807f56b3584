import type { CollectionBeforeChangeHook, Field } from 'payload'

import type { Article } from '@/payload-types'

import { articleWorkersField } from '../../../access/articleAccess'
import { serverOnlyField } from '../../../access/roles'
import { hiddenFromDiff } from '../hiddenFromDiff'
import { NO_REVIEW, REVIEW_NOTE_MAX_LENGTH, REVIEW_STATES, type ReviewColumns } from './reviewState'

/** Only the review endpoints write these (reviewEndpoints.ts); the edit view shows them in ReviewBanner. */
const workflowAccess = {
  read: articleWorkersField,
  create: serverOnlyField,
  update: serverOnlyField,
}
const workflowAdmin = { hidden: true, components: hiddenFromDiff }

/** The account that created the article: a contributor's own articles are the ones it created. */
export const createdByField: Field = {
  name: 'createdBy',
  label: 'Created by',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  access: workflowAccess,
  admin: { position: 'sidebar', readOnly: true, components: hiddenFromDiff },
}

export const reviewFields: Field[] = [
  {
    name: 'reviewBanner',
    type: 'ui',
    admin: {
      disableListColumn: true,
      components: { Field: '/admin/review/ReviewBanner#ReviewBanner' },
    },
  },
  {
    name: 'review',
    type: 'select',
    defaultValue: 'none',
    index: true,
    options: REVIEW_STATES.map((value) => ({ value, label: value })),
    access: workflowAccess,
    admin: workflowAdmin,
  },
  {
    name: 'reviewRequestedBy',
    type: 'relationship',
    relationTo: 'users',
    access: workflowAccess,
    admin: workflowAdmin,
  },
  { name: 'reviewRequestedAt', type: 'date', access: workflowAccess, admin: workflowAdmin },
  {
    name: 'reviewNote',
    type: 'textarea',
    maxLength: REVIEW_NOTE_MAX_LENGTH,
    access: workflowAccess,
    admin: workflowAdmin,
  },
]

export const recordCreator: CollectionBeforeChangeHook<Article> = ({ data, operation, req }) => {
  if (operation === 'create') data.createdBy = req.user?.collection === 'users' ? req.user.id : null
  return data
}

/**
 * The review state lives on the article's row, where the review endpoints write it; a draft
 * save writes only a version, whose copy may be older. Every save carries the row's state on,
 * so a later save cannot undo a request, and publishing (now or as scheduled) clears it.
 */
export const keepReviewState: CollectionBeforeChangeHook<Article> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (data._status === 'published') return { ...data, ...NO_REVIEW }
  if (operation !== 'update' || !originalDoc) return data
  const row = await req.payload.db.findOne<Article>({
    collection: 'articles',
    where: { id: { equals: originalDoc.id } },
    req,
  })
  return row ? { ...data, ...reviewColumnsOf(row) } : data
}

export function reviewColumnsOf(article: Article): ReviewColumns {
  const requestedBy = article.reviewRequestedBy
  return {
    review: article.review ?? 'none',
    reviewRequestedBy:
      typeof requestedBy === 'object' && requestedBy ? requestedBy.id : (requestedBy ?? null),
    reviewRequestedAt: article.reviewRequestedAt ?? null,
    reviewNote: article.reviewNote ?? null,
  }
}
