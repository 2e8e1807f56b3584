import { describe, expect, it } from 'vitest'

import { FEDIVERSE_REPLIES_SHOWN } from '@blockwise/shared/schemas/fediverse'

import { readArticleReactions } from './articleReactions'

/** A database answering every statement with `rows`, recording what it was asked. */
function databaseAnswering(rows: object[]) {
  const asked: unknown[][] = []
  return {
    asked,
    query: (statement: { values: unknown[] }) => {
      asked.push(statement.values)
      return Promise.resolve({ rows })
    },
  }
}

const counts = { likes: 3, boosts: 1 }
const noReply = {
  ...counts,
  actor_handle: null,
  actor_name: null,
  object_url: null,
  content: null,
  received_at: null,
}
const replyRow = (url: string | null) => ({
  ...counts,
  actor_handle: '@ana@mastodon.example',
  actor_name: 'Ana',
  object_url: url,
  content: '<p>Good read.</p>',
  received_at: '2026-12-05T10:00:00.000Z',
})

describe("readers' view of an article's reactions from the social web", () => {
  it('is null when no published article has the slug', async () => {
    expect(await readArticleReactions(databaseAnswering([]), 'gone')).toBeNull()
  })

  it('asks for the newest replies readers are shown', async () => {
    const database = databaseAnswering([noReply])
    await readArticleReactions(database, 'an-article')
    expect(database.asked).toEqual([['an-article', FEDIVERSE_REPLIES_SHOWN]])
  })

  it('counts likes and boosts with no replies on the row of an article without any', async () => {
    expect(await readArticleReactions(databaseAnswering([noReply]), 'a')).toEqual({
      ...counts,
      replies: [],
    })
  })

  it('gives each reply, linking only to a web address', async () => {
    const rows = [
      replyRow('https://mastodon.example/@ana/1'),
      replyRow('javascript:alert(1)'),
      replyRow(null),
    ]
    const reactions = await readArticleReactions(databaseAnswering(rows), 'a')
    expect(reactions?.replies.map((reply) => reply.url)).toEqual([
      'https://mastodon.example/@ana/1',
      null,
      null,
    ])
    expect(reactions?.replies[0]).toEqual({
      actorHandle: '@ana@mastodon.example',
      actorName: 'Ana',
      url: 'https://mastodon.example/@ana/1',
      content: '<p>Good read.</p>',
      receivedAt: '2026-12-05T10:00:00.000Z',
    })
  })
})
