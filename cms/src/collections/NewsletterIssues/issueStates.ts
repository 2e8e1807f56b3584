import type { NewsletterIssue } from '@/payload-types'

export type IssueStatus = NewsletterIssue['status']

/**
 * An issue's life: 'draft' (proposed, being curated, waiting for approval) ⇄ 'approved' (goes at
 * the scheduled hour, or on Send now) → 'sending' → 'sent'. People move it between draft and
 * approved; only the send job moves it on, and a send in progress or done cannot be edited.
 */
export const ISSUE_STATUSES = [
  { value: 'draft', label: 'Waiting for approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
] as const satisfies ReadonlyArray<{ value: IssueStatus; label: string }>

const EDITABLE: ReadonlySet<IssueStatus> = new Set(['draft', 'approved'])

export const ISSUE_LOCKED = 'This issue is being sent or has been sent: it can no longer be changed'
export const STATUS_BY_SEND_ONLY =
  'An issue can be marked approved or put back to waiting for approval; only the send marks it sending or sent'

/** Why a person's save of an issue is refused, or null when it is allowed. */
export function refusedIssueChange(
  from: IssueStatus,
  to: IssueStatus,
  contentChanged: boolean,
): typeof ISSUE_LOCKED | typeof STATUS_BY_SEND_ONLY | null {
  if (!EDITABLE.has(from)) return contentChanged || from !== to ? ISSUE_LOCKED : null
  return EDITABLE.has(to) ? null : STATUS_BY_SEND_ONLY
}

/**
 * Whether a person's save (re)approves the issue: it leaves it approved and either approves it
 * now or changes what readers will get, so the approval always names who last saw it as sent.
 */
export function approvesIssue(from: IssueStatus, to: IssueStatus, contentChanged: boolean) {
  return to === 'approved' && (from !== 'approved' || contentChanged)
}
