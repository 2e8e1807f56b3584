import { APIError, ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { NewsletterIssue } from '@/payload-types'

import { relationshipIds } from '../../lib/relationshipIds'
import { ISSUE_LOCKED, approvesIssue, refusedIssueChange } from './issueStates'

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index])

function contentChanged(data: Partial<NewsletterIssue>, original: NewsletterIssue): boolean {
  return (
    (data.subject !== undefined && data.subject !== original.subject) ||
    (data.intro !== undefined && (data.intro ?? '') !== (original.intro ?? '')) ||
    (data.articles !== undefined &&
      !sameList(relationshipIds(data.articles), relationshipIds(original.articles)))
  )
}

/**
 * A person's save of an issue (the admin, REST, GraphQL): only between waiting for approval and
 * approved, never once the send has begun; approving records who and when. The server (the
 * proposal and the send job, with no user on the request) moves the issue on.
 */
export const guardIssueChanges: CollectionBeforeChangeHook<NewsletterIssue> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (!req.user || operation !== 'update' || !originalDoc) return data
  const to = data.status ?? originalDoc.status
  const changed = contentChanged(data, originalDoc)
  const refusal = refusedIssueChange(originalDoc.status, to, changed)
  if (refusal === ISSUE_LOCKED) throw new APIError(refusal, 409, undefined, true)
  if (refusal)
    throw new ValidationError({
      collection: 'newsletter-issues',
      errors: [{ path: 'status', message: refusal }],
    })
  if (approvesIssue(originalDoc.status, to, changed))
    return {
      ...data,
      approvedBy: req.user.collection === 'users' ? req.user.id : null,
      approvedAt: new Date().toISOString(),
    }
  if (to === 'draft') return { ...data, approvedBy: null, approvedAt: null }
  return data
}
