import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import {
  articleCreators,
  articleReaders,
  articleUpdaters,
  articleVersionReaders,
  articleWorkersField,
  mayEditArticle,
  ownDraftsOf,
} from './articleAccess'

type Caller = NonNullable<PayloadRequest['user']>

const ARTICLE_ID = '0b6a3f7e-3c1d-4b8a-9f2e-5d4c3b2a1f00'
const person = (role: string | null, id = 'p-1') =>
  ({ collection: 'users', id, role }) as unknown as Caller
const key = (scope: string) =>
  ({ collection: 'integrations', id: 'k-1', scope, revokedAt: null }) as unknown as Caller
const access = (user: Caller | null) => ({ req: { user } as PayloadRequest })
const fieldAccess = (user: Caller | null) =>
  ({ req: { user } as PayloadRequest }) as Parameters<typeof articleWorkersField>[0]

const PUBLISHED = { published: { equals: true } }
const contributor = person('contributor', 'c-1')

describe('articles: who reads what', () => {
  it.each([
    ['an editor', person('editor')],
    ['an admin', person('admin')],
    ['an editorial key', key('editorial')],
  ])('%s reads every article, drafts too', (_, user) => {
    expect(articleReaders(access(user))).toBe(true)
    expect(articleVersionReaders(access(user))).toBe(true)
  })

  it('a contributor reads published articles and its own, never other people’s drafts', () => {
    expect(articleReaders(access(contributor))).toEqual({
      or: [PUBLISHED, { createdBy: { equals: 'c-1' } }],
    })
    expect(articleVersionReaders(access(contributor))).toEqual({
      'version.createdBy': { equals: 'c-1' },
    })
  })

  it.each([
    ['anyone anonymous', null],
    ['a read key', key('read')],
    ['an account without a role', person(null)],
  ])('%s reads published articles only, and no versions', (_, user) => {
    expect(articleReaders(access(user))).toEqual(PUBLISHED)
    expect(articleVersionReaders(access(user))).toBe(false)
  })
})

describe('articles: who writes what', () => {
  it.each([
    ['an editor', person('editor'), true],
    ['an admin', person('admin'), true],
    ['an editorial key', key('editorial'), true],
    ['a contributor', contributor, true],
    ['a read key', key('read'), false],
    ['anyone anonymous', null, false],
  ])('%s may create: %s', (_, user, allowed) => {
    expect(articleCreators(access(user))).toBe(allowed)
  })

  it('editorial callers update any article', () => {
    expect(articleUpdaters(access(person('editor')))).toBe(true)
    expect(articleUpdaters(access(key('editorial')))).toBe(true)
  })

  it('a contributor updates only its own articles that readers do not see', () => {
    expect(articleUpdaters(access(contributor))).toEqual(ownDraftsOf(contributor))
    expect(ownDraftsOf(contributor)).toEqual({
      and: [{ createdBy: { equals: 'c-1' } }, { published: { not_equals: true } }],
    })
  })

  it.each([
    ['a read key', key('read')],
    ['anyone anonymous', null],
  ])('%s updates nothing', (_, user) => {
    expect(articleUpdaters(access(user))).toBe(false)
  })

  it('the workflow fields are for editorial callers and contributors', () => {
    expect(articleWorkersField(fieldAccess(contributor))).toBe(true)
    expect(articleWorkersField(fieldAccess(key('editorial')))).toBe(true)
    expect(articleWorkersField(fieldAccess(key('read')))).toBe(false)
    expect(articleWorkersField(fieldAccess(null))).toBe(false)
  })
})

describe('mayEditArticle', () => {
  const requestOf = (user: Caller | null, row: unknown) => {
    const findOne = vi.fn().mockResolvedValue(row)
    return { req: { user, payload: { db: { findOne } } } as unknown as PayloadRequest, findOne }
  }

  it('lets editorial callers edit without asking the database', async () => {
    const { req, findOne } = requestOf(person('editor'), null)
    expect(await mayEditArticle(req, ARTICLE_ID)).toBe(true)
    expect(findOne).not.toHaveBeenCalled()
  })

  it('lets a contributor edit an article among its own drafts', async () => {
    const { req, findOne } = requestOf(contributor, { id: ARTICLE_ID })
    expect(await mayEditArticle(req, ARTICLE_ID)).toBe(true)
    expect(findOne).toHaveBeenCalledWith(
      expect.objectContaining({
        where: { and: [{ id: { equals: ARTICLE_ID } }, ownDraftsOf(contributor)] },
      }),
    )
  })

  it('refuses a contributor an article outside its own drafts', async () => {
    const { req } = requestOf(contributor, null)
    expect(await mayEditArticle(req, ARTICLE_ID)).toBe(false)
  })

  it('refuses an id that cannot name a document, before any query', async () => {
    const { req, findOne } = requestOf(contributor, { id: 'x' })
    expect(await mayEditArticle(req, 'x')).toBe(false)
    expect(findOne).not.toHaveBeenCalled()
  })

  it('refuses read keys and anonymous callers', async () => {
    expect(await mayEditArticle(requestOf(key('read'), null).req, ARTICLE_ID)).toBe(false)
    expect(await mayEditArticle(requestOf(null, null).req, ARTICLE_ID)).toBe(false)
  })
})
