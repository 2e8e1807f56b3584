import { describe, expect, it } from 'vitest'

import { articleListQuerySchema } from './contract'
import { changesQuerySchema, unpagedListQuerySchema } from './sync'

describe('the changes feed’s query', () => {
  it('defaults to 100 changes and takes 1 to 200', () => {
    expect(changesQuerySchema.parse({})).toEqual({ limit: 100 })
    expect(changesQuerySchema.parse({ limit: '1', since: 'now' })).toEqual({
      limit: 1,
      since: 'now',
    })
    expect(changesQuerySchema.parse({ limit: '200' }).limit).toBe(200)
    for (const limit of ['0', '201', '1.5', 'ten', ''])
      expect(changesQuerySchema.safeParse({ limit }).success, limit).toBe(false)
  })

  it('refuses any other parameter', () => {
    expect(changesQuerySchema.safeParse({ cursor: 'x' }).success).toBe(false)
  })
})

describe('updatedSince and total on the lists', () => {
  it('reads an instant with a zone as UTC and total as a boolean', () => {
    expect(
      unpagedListQuerySchema.parse({ updatedSince: '2026-12-01T10:00:00+02:00', total: 'true' }),
    ).toEqual({ updatedSince: '2026-12-01T08:00:00.000Z', total: true })
    expect(
      articleListQuerySchema.parse({ updatedSince: '2026-12-01T08:00:00Z', total: 'false' }),
    ).toEqual({ updatedSince: '2026-12-01T08:00:00.000Z', total: false })
  })

  it('refuses an instant without a zone, a date alone, and total other than true or false', () => {
    for (const updatedSince of ['2026-12-01T08:00:00', '2026-12-01', 'yesterday'])
      expect(unpagedListQuerySchema.safeParse({ updatedSince }).success, updatedSince).toBe(false)
    for (const total of ['1', 'yes', ''])
      expect(unpagedListQuerySchema.safeParse({ total }).success, total).toBe(false)
    expect(unpagedListQuerySchema.safeParse({ sort: 'name' }).success).toBe(false)
  })
})

describe('sort on the articles list', () => {
  it('takes the four orders and nothing else', () => {
    for (const sort of ['-publishedAt', 'publishedAt', '-updatedAt', 'updatedAt'] as const)
      expect(articleListQuerySchema.parse({ sort }).sort).toBe(sort)
    for (const sort of ['-createdAt', 'title', 'publishedAt,id', '+updatedAt'])
      expect(articleListQuerySchema.safeParse({ sort }).success, sort).toBe(false)
    expect(articleListQuerySchema.parse({}).sort).toBeUndefined()
  })
})
