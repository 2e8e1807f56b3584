import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  adminOrSelf,
  canReadAnalytics,
  canReadSubscribers,
  canUseEditorialCalls,
  editorialCallers,
  editorsAndAdmins,
  isAdmin,
  isContributorUser,
  isEditorOrAdminUser,
  isStaffUser,
  subscriberReaders,
} from './roles'

type Caller = NonNullable<PayloadRequest['user']>

const person = (role: string | null, id = 'p-1') =>
  ({ collection: 'users', id, role }) as unknown as Caller
const key = (scope: string, revokedAt: string | null = null, id = 'p-1') =>
  ({ collection: 'integrations', id, scope, revokedAt }) as unknown as Caller
const access = (user: Caller | null) => ({ req: { user } as PayloadRequest })

describe('editorial calls', () => {
  it.each([
    ['an editor', person('editor'), true],
    ['an admin', person('admin'), true],
    ['a contributor', person('contributor'), false],
    ['an editorial key', key('editorial'), true],
    ['a read key', key('read'), false],
    ['a subscribers:read key', key('subscribers:read'), false],
    ['a revoked editorial key', key('editorial', '2026-11-26T12:00:00.000Z'), false],
    ['an account without a role', person(null), false],
    ['anyone anonymous', null, false],
  ])('%s: %s', (_, user, allowed) => {
    expect(canUseEditorialCalls(user)).toBe(allowed)
    expect(editorialCallers(access(user))).toBe(allowed)
  })
})

describe('reading subscribers', () => {
  it.each([
    ['an editor', person('editor'), true],
    ['an admin', person('admin'), true],
    ['a contributor', person('contributor'), false],
    ['a subscribers:read key', key('subscribers:read'), true],
    ['an editorial key', key('editorial'), false],
    ['a read key', key('read'), false],
    ['a revoked subscribers:read key', key('subscribers:read', '2026-11-26T12:00:00.000Z'), false],
    ['an account without a role', person(null), false],
    ['anyone anonymous', null, false],
  ])('%s: %s', (_, user, allowed) => {
    expect(canReadSubscribers(user)).toBe(allowed)
    expect(subscriberReaders(access(user))).toBe(allowed)
  })

  it('writing them is for editors and admins only, never a key of any scope', () => {
    expect(editorsAndAdmins(access(person('editor')))).toBe(true)
    expect(editorsAndAdmins(access(person('contributor')))).toBe(false)
    for (const scope of ['read', 'editorial', 'subscribers:read'])
      expect(editorsAndAdmins(access(key(scope)))).toBe(false)
  })
})

describe('reading the analytics reports', () => {
  it.each([
    ['an editor', person('editor'), true],
    ['an admin', person('admin'), true],
    ['a contributor', person('contributor'), false],
    ['an analytics key', key('analytics'), true],
    ['an editorial key', key('editorial'), false],
    ['a read key', key('read'), false],
    ['a subscribers:read key', key('subscribers:read'), false],
    ['a revoked analytics key', key('analytics', '2026-11-26T12:00:00.000Z'), false],
    ['anyone anonymous', null, false],
  ])('%s: %s', (_, user, allowed) => {
    expect(canReadAnalytics(user)).toBe(allowed)
  })

  it('an analytics key makes no editorial call and reads no subscriber', () => {
    expect(canUseEditorialCalls(key('analytics'))).toBe(false)
    expect(canReadSubscribers(key('analytics'))).toBe(false)
  })
})

describe('what no key passes', () => {
  it('an admin-only check, whatever fields the key carries', () => {
    const disguised = { ...key('editorial'), role: 'admin' } as Caller
    expect(isAdmin(access(disguised))).toBe(false)
  })

  it('the "own account" rule, even with a person’s id', () => {
    expect(adminOrSelf(access(key('editorial', null, 'p-1')))).toBe(false)
    expect(adminOrSelf(access(person('editor', 'p-1')))).toEqual({ id: { equals: 'p-1' } })
  })
})

describe('the three roles', () => {
  it.each([
    ['an admin', person('admin'), { staff: true, editorOrAdmin: true, contributor: false }],
    ['an editor', person('editor'), { staff: true, editorOrAdmin: true, contributor: false }],
    [
      'a contributor',
      person('contributor'),
      { staff: true, editorOrAdmin: false, contributor: true },
    ],
    [
      'an unknown role',
      person('owner'),
      { staff: false, editorOrAdmin: false, contributor: false },
    ],
    [
      'an editorial key',
      key('editorial'),
      { staff: false, editorOrAdmin: false, contributor: false },
    ],
    ['anyone anonymous', null, { staff: false, editorOrAdmin: false, contributor: false }],
  ])('%s', (_, user, expected) => {
    expect({
      staff: isStaffUser(user),
      editorOrAdmin: isEditorOrAdminUser(user),
      contributor: isContributorUser(user),
    }).toEqual(expected)
  })

  it('a key claiming the contributor role is no contributor', () => {
    expect(isContributorUser({ ...key('editorial'), role: 'contributor' } as Caller)).toBe(false)
  })

  it('admin-only checks refuse editors and contributors', () => {
    expect(isAdmin(access(person('editor')))).toBe(false)
    expect(isAdmin(access(person('contributor')))).toBe(false)
    expect(isAdmin(access(person('admin')))).toBe(true)
  })
})
