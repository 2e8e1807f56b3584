import { describe, expect, it } from 'vitest'

import { articleReactionsOf, hasReactions, reactionsSummary } from './articleReactions'

const reply = {
  actorHandle: '@ana@mastodon.example',
  actorName: 'Ana',
  url: 'https://mastodon.example/@ana/1',
  content: '<p>Good read.</p>',
  receivedAt: '2026-12-05T10:00:00.000Z',
}

describe('the line about boosts and likes', () => {
  it.each([
    [1, 3, '1 boost · 3 likes on the social web'],
    [2, 1, '2 boosts · 1 like on the social web'],
    [0, 5, '0 boosts · 5 likes on the social web'],
    [4, 0, '4 boosts · 0 likes on the social web'],
  ])('reads %i boosts and %i likes as "%s"', (boosts, likes, line) => {
    expect(reactionsSummary({ boosts, likes })).toBe(line)
  })

  it('is left out when nobody boosted or liked the article', () => {
    expect(reactionsSummary({ boosts: 0, likes: 0 })).toBeNull()
  })
})

describe('whether an article has reactions to show', () => {
  it.each([
    [{ boosts: 0, likes: 0, replies: [] }, false],
    [{ boosts: 1, likes: 0, replies: [] }, true],
    [{ boosts: 0, likes: 1, replies: [] }, true],
    [{ boosts: 0, likes: 0, replies: [reply] }, true],
  ])('%j: %s', (reactions, shown) => {
    expect(hasReactions(reactions)).toBe(shown)
  })
})

describe('the answer of GET /api/articles/{slug}/fediverse', () => {
  it('is taken as it is', () => {
    const answer = { likes: 3, boosts: 1, replies: [reply, { ...reply, url: null }] }
    expect(articleReactionsOf(answer)).toEqual(answer)
  })

  it('leaves out a reply of another shape', () => {
    const broken = [{ ...reply, content: null }, { ...reply, receivedAt: 7 }, 'reply', null]
    expect(articleReactionsOf({ likes: 0, boosts: 0, replies: [...broken, reply] })).toEqual({
      likes: 0,
      boosts: 0,
      replies: [reply],
    })
  })

  it.each([null, 'text', {}, { likes: 1, boosts: 1 }, { likes: '1', boosts: 0, replies: [] }])(
    'is refused when it is %j',
    (body) => {
      expect(() => articleReactionsOf(body)).toThrow('Unexpected answer')
    },
  )
})
