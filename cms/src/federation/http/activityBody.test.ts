import { describe, expect, it } from 'vitest'

import { activityBodyProblem } from './activityBody'

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)

describe('a posted activity, checked before Fedify reads it', () => {
  it('accepts an activity as servers send it', () => {
    const follow = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      type: 'Follow',
      actor: 'https://a.example/u',
      object: { id: 'https://b.example/u', type: 'Person' },
    }
    expect(activityBodyProblem(JSON.stringify(follow))).toBeNull()
    expect(activityBodyProblem(nested(32))).toBeNull()
  })

  it('refuses what is not JSON, not an object, or nested deeper than any activity', () => {
    expect(activityBodyProblem('{"type":"Like",')).toBe('The body must be JSON')
    expect(activityBodyProblem('[1,2]')).toBe('An activity must be a JSON object')
    expect(activityBodyProblem('"Like"')).toBe('An activity must be a JSON object')
    expect(activityBodyProblem(nested(33))).toBe('An activity nests at most 32 levels')
    expect(activityBodyProblem(`{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`)).toBe(
      'An activity nests at most 32 levels',
    )
  })
})
