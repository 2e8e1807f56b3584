import { describe, expect, it } from 'vitest'

import {
  articleInteractionsPath,
  pendingFollowersPath,
  repliesAwaitingReviewPath,
} from './fediverseLinks'

describe('links into the social web’s lists', () => {
  it('filter the interactions on an article, or on replies waiting for review', () => {
    expect(articleInteractionsPath('0b7c1f2e-1111-4222-8333-944445555666')).toBe(
      '/collections/fediverse-interactions?where[and][0][article][equals]=0b7c1f2e-1111-4222-8333-944445555666',
    )
    expect(repliesAwaitingReviewPath()).toBe(
      '/collections/fediverse-interactions?where[and][0][status][equals]=pending',
    )
  })

  it('filter the followers on an actor’s pending requests, the value encoded', () => {
    expect(pendingFollowersPath('blockwise')).toBe(
      '/collections/fediverse-followers?where[and][0][actor][equals]=blockwise&where[and][1][state][equals]=pending',
    )
    expect(pendingFollowersPath('a&b')).toContain('[actor][equals]=a%26b&')
  })
})
