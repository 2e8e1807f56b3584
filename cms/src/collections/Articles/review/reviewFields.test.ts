import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import type { Article } from '@/payload-types'

import { keepReviewState, recordCreator, reviewColumnsOf } from './reviewFields'
import { NO_REVIEW, reviewRequestBy } from './reviewState'

type KeepArgs = Parameters<typeof keepReviewState>[0]

const REQUESTED = {
  review: 'requested',
  reviewRequestedBy: 'c-1',
  reviewRequestedAt: '2026-12-05T10:00:00.000Z',
  reviewNote: null,
} as const

function keep(data: Partial<Article>, operation: 'create' | 'update', row: unknown = REQUESTED) {
  const findOne = vi.fn().mockResolvedValue(row)
  const req = { payload: { db: { findOne } } } as unknown as PayloadRequest
  const originalDoc = operation === 'update' ? { id: 'a-1', review: 'none' } : undefined
  return {
    run: (): Promise<unknown> =>
      Promise.resolve(
        keepReviewState({ data, operation, originalDoc, req } as unknown as KeepArgs) as unknown,
      ),
    findOne,
  }
}

describe('keepReviewState', () => {
  it('carries the row’s request through a save whose version is older', async () => {
    expect(await keep({ title: 'Edited', _status: 'draft' }, 'update').run()).toEqual({
      title: 'Edited',
      _status: 'draft',
      ...REQUESTED,
    })
  })

  it('clears the request when the article is published', async () => {
    const { run, findOne } = keep({ _status: 'published' }, 'update')
    expect(await run()).toEqual({ _status: 'published', ...NO_REVIEW })
    expect(findOne).not.toHaveBeenCalled()
  })

  it('leaves a new article’s defaults alone', async () => {
    const { run, findOne } = keep({ title: 'New' }, 'create')
    expect(await run()).toEqual({ title: 'New' })
    expect(findOne).not.toHaveBeenCalled()
  })
})

describe('recordCreator', () => {
  const stamp = (operation: 'create' | 'update', user: unknown): unknown =>
    recordCreator({
      data: {},
      operation,
      req: { user } as PayloadRequest,
    } as unknown as Parameters<typeof recordCreator>[0])

  it('names the account that creates the article', () => {
    expect(stamp('create', { collection: 'users', id: 'c-1' })).toEqual({ createdBy: 'c-1' })
  })

  it('names nobody for a key or the server', () => {
    expect(stamp('create', { collection: 'integrations', id: 'k-1' })).toEqual({ createdBy: null })
    expect(stamp('create', null)).toEqual({ createdBy: null })
  })

  it('never changes on a later save', () => {
    expect(stamp('update', { collection: 'users', id: 'e-1' })).toEqual({})
  })
})

describe('review columns', () => {
  it('a request names who asked and clears an earlier note', () => {
    const request = reviewRequestBy('c-1')
    expect(request).toMatchObject({
      review: 'requested',
      reviewRequestedBy: 'c-1',
      reviewNote: null,
    })
    expect(Number.isNaN(Date.parse(request.reviewRequestedAt ?? ''))).toBe(false)
  })

  it('reads a populated asker as its id', () => {
    const article = { ...REQUESTED, reviewRequestedBy: { id: 'c-1' } } as unknown as Article
    expect(reviewColumnsOf(article)).toEqual(REQUESTED)
  })
})
