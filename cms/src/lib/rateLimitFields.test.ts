import { describe, expect, it } from 'vitest'

import { rateLimitHeaders, type BudgetUse } from './rateLimitFields'

const clap: BudgetUse = {
  policy: { name: 'clap', quota: 50, window: 600 },
  remaining: 48,
  resetSeconds: 541,
  retryAfter: null,
}
const key: BudgetUse = {
  policy: { name: 'integration-key', quota: 600, window: 60 },
  remaining: 0,
  resetSeconds: 41,
  retryAfter: 41,
}

describe('rateLimitHeaders', () => {
  it('writes one structured-field item per budget, the policy and what is left of it', () => {
    expect(rateLimitHeaders([clap])).toEqual({
      'ratelimit-policy': '"clap";q=50;w=600',
      ratelimit: '"clap";r=48;t=541',
    })
    expect(rateLimitHeaders([key, clap])).toEqual({
      'ratelimit-policy': '"integration-key";q=600;w=60, "clap";q=50;w=600',
      ratelimit: '"integration-key";r=0;t=41, "clap";r=48;t=541',
    })
  })

  it('writes nothing when no budget was spent (limits off)', () => {
    expect(rateLimitHeaders([])).toEqual({})
  })
})
