import { APIError, ValidationError, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import type { NewsletterIssue } from '@/payload-types'

import { guardIssueChanges } from './guardIssueChanges'

const original: NewsletterIssue = {
  id: 'issue-1',
  subject: 'Blockwise weekly',
  intro: 'Hello',
  articles: ['a', 'b'],
  status: 'draft',
  week: '2026-W49',
  recipients: 0,
  sent: 0,
  updatedAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-12-01T00:00:00.000Z',
}

const editor = { collection: 'users', id: 'editor-1', role: 'editor' }

function save(data: Partial<NewsletterIssue>, from: Partial<NewsletterIssue> = {}, user = editor) {
  const req = { user } as unknown as PayloadRequest
  return guardIssueChanges({
    data: { ...original, ...from, ...data },
    originalDoc: { ...original, ...from },
    operation: 'update',
    req,
    collection: {} as never,
    context: {},
  }) as Partial<NewsletterIssue>
}

describe('guardIssueChanges', () => {
  it('approving records the editor and the time', () => {
    const saved = save({ status: 'approved' })
    expect(saved.approvedBy).toBe('editor-1')
    expect(Date.parse(saved.approvedAt ?? '')).not.toBeNaN()
  })

  it('reordering an approved issue re-records the approval; withdrawing clears it', () => {
    const approved = { status: 'approved' as const, approvedBy: 'someone', approvedAt: 'then' }
    expect(save({ articles: ['b', 'a'] }, approved).approvedBy).toBe('editor-1')
    expect(save({}, approved).approvedBy).toBe('someone')
    expect(save({ status: 'draft' }, approved)).toMatchObject({
      approvedBy: null,
      approvedAt: null,
    })
  })

  it('refuses a person marking an issue sending or sent (400 on status)', () => {
    expect(() => save({ status: 'sent' })).toThrow(ValidationError)
  })

  it('refuses any change to an issue being sent or sent (409)', () => {
    for (const status of ['sending', 'sent'] as const) {
      let refusal: unknown
      try {
        save({ subject: 'Changed' }, { status })
      } catch (error) {
        refusal = error
      }
      expect(refusal).toBeInstanceOf(APIError)
      expect((refusal as APIError).status).toBe(409)
    }
  })

  it('lets the server (no user on the request) move the issue on', () => {
    const req = {} as PayloadRequest
    const data = { ...original, status: 'sending' as const }
    expect(
      guardIssueChanges({
        data,
        originalDoc: { ...original, status: 'approved' },
        operation: 'update',
        req,
        collection: {} as never,
        context: {},
      }),
    ).toBe(data)
  })
})
