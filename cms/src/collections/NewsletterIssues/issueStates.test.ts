import { describe, expect, it } from 'vitest'

import {
  ISSUE_LOCKED,
  STATUS_BY_SEND_ONLY,
  approvesIssue,
  refusedIssueChange,
  type IssueStatus,
} from './issueStates'

describe('what a person may do to an issue', () => {
  it.each<[IssueStatus, IssueStatus, boolean, string | null]>([
    ['draft', 'draft', true, null],
    ['draft', 'approved', false, null],
    ['draft', 'approved', true, null],
    ['approved', 'draft', false, null],
    ['approved', 'approved', true, null],
    ['draft', 'sending', false, STATUS_BY_SEND_ONLY],
    ['approved', 'sent', false, STATUS_BY_SEND_ONLY],
    ['sending', 'sending', true, ISSUE_LOCKED],
    ['sent', 'sent', true, ISSUE_LOCKED],
    ['sent', 'draft', false, ISSUE_LOCKED],
    ['sending', 'approved', false, ISSUE_LOCKED],
    // Saving a sent issue unchanged (the admin sends every field back) changes nothing.
    ['sent', 'sent', false, null],
  ])('%s → %s (content changed: %s): %s', (from, to, changed, refusal) => {
    expect(refusedIssueChange(from, to, changed)).toBe(refusal)
  })
})

describe('when a save records an approval', () => {
  it('approving, or changing an approved issue, records who; other saves do not', () => {
    expect(approvesIssue('draft', 'approved', false)).toBe(true)
    expect(approvesIssue('approved', 'approved', true)).toBe(true)
    expect(approvesIssue('approved', 'approved', false)).toBe(false)
    expect(approvesIssue('approved', 'draft', true)).toBe(false)
    expect(approvesIssue('draft', 'draft', true)).toBe(false)
  })
})
