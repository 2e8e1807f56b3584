import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { publishedTrustPagesOrEditor } from './access'

type Caller = NonNullable<PayloadRequest['user']>

const person = (role: string | null) =>
  ({ collection: 'users', id: 'p-1', role }) as unknown as Caller
const key = (scope: string) =>
  ({ collection: 'integrations', id: 'k-1', scope, revokedAt: null }) as unknown as Caller
const readBy = (user: Caller | null) =>
  publishedTrustPagesOrEditor({ req: { user } as PayloadRequest })

const PUBLISHED_ONLY = { _status: { equals: 'published' } }

describe('who reads which trust pages', () => {
  it.each([
    ['an editor', person('editor')],
    ['an admin', person('admin')],
    ['an editorial key', key('editorial')],
  ])('%s reads drafts too', (_, user) => {
    expect(readBy(user)).toBe(true)
  })

  it.each([
    ['anyone anonymous', null],
    ['an account without a role', person(null)],
    ['a read key', key('read')],
    ['a subscribers:read key', key('subscribers:read')],
  ])('%s reads published pages only', (_, user) => {
    expect(readBy(user)).toEqual(PUBLISHED_ONLY)
  })
})
