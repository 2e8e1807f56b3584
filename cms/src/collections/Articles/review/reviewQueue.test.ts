import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { reviewQueue } from './reviewQueue'

vi.mock('../pendingSchedules', () => ({
  pendingArticleSchedules: () =>
    Promise.resolve(
      new Map([
        [
          'a-2',
          [
            { type: 'unpublish', at: '2026-12-09T09:00:00.000Z' },
            { type: 'publish', at: '2026-12-10T09:00:00.000Z' },
          ],
        ],
      ]),
    ),
}))

const ROWS = [
  {
    id: 'a-1',
    title: 'Row title',
    reviewRequestedBy: 'c-1',
    reviewRequestedAt: '2026-12-05T09:00:00.000Z',
  },
  { id: 'a-2', title: 'Second', reviewRequestedBy: null, reviewRequestedAt: null },
]

function payloadWith(rows: unknown[]) {
  const dbFind = vi.fn().mockResolvedValue({ docs: rows })
  const find = vi.fn(({ collection }: { collection: string }) =>
    Promise.resolve({
      docs:
        collection === 'users'
          ? [{ id: 'c-1', name: ' ', email: 'writer@example.com' }]
          : [
              { id: 'a-1', title: 'Latest draft title' },
              { id: 'a-2', title: '' },
            ],
    }),
  )
  return { payload: { db: { find: dbFind }, find } as unknown as Payload, dbFind, find }
}

describe('the review queue', () => {
  it('lists the requested articles, longest waiting first, as editors read them', async () => {
    const { payload, dbFind } = payloadWith(ROWS)
    expect(await reviewQueue(payload)).toEqual([
      {
        id: 'a-1',
        title: 'Latest draft title',
        requestedBy: 'writer@example.com',
        requestedAt: '2026-12-05T09:00:00.000Z',
        scheduledFor: null,
      },
      {
        id: 'a-2',
        title: 'Untitled draft',
        requestedBy: null,
        requestedAt: null,
        scheduledFor: '2026-12-10T09:00:00.000Z',
      },
    ])
    expect(dbFind).toHaveBeenCalledWith(
      expect.objectContaining({
        where: { review: { equals: 'requested' } },
        sort: 'reviewRequestedAt',
      }),
    )
  })

  it('asks nothing more when nothing waits', async () => {
    const { payload, find } = payloadWith([])
    expect(await reviewQueue(payload)).toEqual([])
    expect(find).not.toHaveBeenCalled()
  })
})
