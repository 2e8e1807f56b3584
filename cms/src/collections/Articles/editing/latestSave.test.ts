import { describe, expect, it } from 'vitest'

import { savedSinceByAnother, type LatestSave } from './latestSave'

const latest = (savedAt: number, savedBy: string | null): LatestSave => ({
  versionId: 'v',
  savedAt,
  writtenAt: savedAt,
  savedBy,
})

describe('a save that started from an older version', () => {
  it('is stale only when someone else saved after that version', () => {
    expect(savedSinceByAnother(latest(2, 'ben'), 1, 'ada')).toBe(true)
    expect(savedSinceByAnother(latest(2, null), 1, 'ada')).toBe(true)
    expect(savedSinceByAnother(latest(2, 'ada'), 1, 'ada')).toBe(false)
    expect(savedSinceByAnother(latest(1, 'ben'), 1, 'ada')).toBe(false)
    expect(savedSinceByAnother(latest(1, 'ben'), 2, 'ada')).toBe(false)
  })
})
