import { ValidationError, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import type { Newsletter } from '@/payload-types'

import { changesStatus, statusByConfirmationOnly } from './statusByConfirmationOnly'

const subscriber = { status: 'pending' } as Newsletter

function write(
  user: PayloadRequest['user'],
  data: Partial<Newsletter>,
  operation: 'create' | 'update' = 'update',
): unknown {
  return statusByConfirmationOnly({
    data,
    operation,
    originalDoc: operation === 'update' ? subscriber : undefined,
    req: { user } as PayloadRequest,
    collection: {} as never,
    context: {},
  })
}

const editor = { collection: 'users', id: 'e', role: 'editor' } as unknown as PayloadRequest['user']
const admin = { collection: 'users', id: 'a', role: 'admin' } as unknown as PayloadRequest['user']

describe('changesStatus', () => {
  it('a new subscriber may only start pending; an update may only keep the status', () => {
    expect(changesStatus('pending', 'create', undefined)).toBe(false)
    expect(changesStatus('active', 'create', undefined)).toBe(true)
    expect(changesStatus('pending', 'update', subscriber)).toBe(false)
    expect(changesStatus('active', 'update', subscriber)).toBe(true)
    expect(changesStatus(undefined, 'update', subscriber)).toBe(false)
    expect(changesStatus('pending', 'update', { status: 'active' })).toBe(true)
  })
})

describe('statusByConfirmationOnly', () => {
  it('refuses an editor or an admin making a subscriber active, on create and on update', () => {
    for (const user of [editor, admin]) {
      expect(() => write(user, { status: 'active' })).toThrow(ValidationError)
      expect(() => write(user, { status: 'active' }, 'create')).toThrow(ValidationError)
    }
  })

  it('lets staff save other fields with the status unchanged', () => {
    const data = { name: 'Ada', status: 'pending' as const }
    expect(write(editor, data)).toBe(data)
  })

  it('lets the confirmation link (the server, with no user) activate', () => {
    const data = { status: 'active' as const }
    expect(write(null, data)).toBe(data)
  })
})
