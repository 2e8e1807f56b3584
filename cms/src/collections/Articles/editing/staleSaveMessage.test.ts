import { describe, expect, it } from 'vitest'

import { staleSaveMessage } from './staleSaveMessage'

describe('the answer to a save refused for being stale', () => {
  it('says who saved the newer version and when, that both are kept, and what to do', () => {
    expect(staleSaveMessage('Ben', Date.UTC(2026, 11, 5, 14, 2, 5))).toBe(
      'Not saved: a newer version of this article was saved by Ben at 5 Dec 14:02:05 UTC after ' +
        'you opened it. Your changes are kept as a version of their own in Versions where you can ' +
        'compare both. Reload to continue from the newer version and restore yours from Versions ' +
        'if it should win.',
    )
  })

  it('names a save made by no account as automatic', () => {
    expect(staleSaveMessage(null, 0)).toContain('saved by an automatic job at 1 Jan 00:00:00 UTC')
  })

  it('reads as one message in the admin, which lists what follows its first colon by comma', () => {
    const afterColon = staleSaveMessage('Ben', Date.UTC(2026, 0, 9, 8, 7, 6)).split(/:(.*)/s)[1]
    expect(afterColon).not.toContain(',')
  })
})
