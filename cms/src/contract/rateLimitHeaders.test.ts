import { describe, expect, it } from 'vitest'

import type { BudgetUse } from '../lib/rateLimitFields'

import { withRateLimits } from './rateLimitHeaders'

/** A budget `name` of `quota` a `window`, with `remaining` left until `resetSeconds` from now. */
const budget = (
  name: string,
  [quota, window]: [number, number],
  [remaining, resetSeconds]: [number, number],
): BudgetUse => ({
  policy: { name, quota, window },
  remaining,
  resetSeconds,
  retryAfter: remaining === 0 ? resetSeconds : null,
})

const clap = budget('clap', [50, 600], [48, 541])
const key = budget('integration-key', [600, 60], [0, 41])

describe('withRateLimits', () => {
  it('adds both fields to an answer that says nothing of caching, and makes it private', async () => {
    const inner = withRateLimits(Response.json({ claps: 3 }, { status: 201 }), [clap])
    const answer = withRateLimits(inner, [key])
    expect(answer.status).toBe(201)
    expect(await answer.json()).toEqual({ claps: 3 })
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('ratelimit-policy')).toBe(
      '"clap";q=50;w=600, "integration-key";q=600;w=60',
    )
    expect(answer.headers.get('ratelimit')).toBe('"clap";r=48;t=541, "integration-key";r=0;t=41')
  })

  it.each([
    'public, max-age=0, s-maxage=1',
    'max-age=0, s-maxage=60',
    'public',
    'no-cache',
    'max-age=60',
    'private="set-cookie", max-age=60',
  ])('leaves the caller’s own state off an answer shared caches keep (%s)', (cacheControl) => {
    const shared = new Response('[]', { headers: { 'cache-control': cacheControl } })
    const answer = withRateLimits(shared, [clap])
    expect(answer.headers.get('ratelimit-policy')).toBe('"clap";q=50;w=600')
    expect(answer.headers.get('ratelimit')).toBeNull()
  })

  it('leaves it off an answer an edge is told to keep, whatever its Cache-Control', () => {
    const edge = new Response('[]', {
      headers: { 'cache-control': 'max-age=0', 'cdn-cache-control': 'max-age=86400' },
    })
    expect(withRateLimits(edge, [clap]).headers.get('ratelimit')).toBeNull()
  })

  it.each(['private, max-age=15', 'no-store', 'private, no-store'])(
    'adds both to an answer no shared cache keeps (%s), its Cache-Control unchanged',
    (cacheControl) => {
      const mine = new Response('{}', { headers: { 'cache-control': cacheControl } })
      const answer = withRateLimits(mine, [clap])
      expect(answer.headers.get('ratelimit')).toBe('"clap";r=48;t=541')
      expect(answer.headers.get('cache-control')).toBe(cacheControl)
    },
  )

  it('returns the answer itself when no budget was spent', () => {
    const answer = new Response('{}')
    expect(withRateLimits(answer, [])).toBe(answer)
  })
})
