import { describe, expect, it } from 'vitest'

import { versionStateAfterDecision } from './versionState'

describe('versionStateAfterDecision', () => {
  it('a published decision with no draft left: published, nothing newer to publish', () => {
    const state = versionStateAfterDecision('published', true)
    expect(state.hasPublishedDoc).toBe(true)
    expect(state.unpublishedVersionCount(0)).toBe(0)
    // An autosaved draft the editor had is now behind the published version.
    expect(state.unpublishedVersionCount(3)).toBe(0)
  })

  it('a decision saved in the draft of a live article: changed, Publish offered', () => {
    const state = versionStateAfterDecision('draft', true)
    expect(state.hasPublishedDoc).toBe(true)
    expect(state.unpublishedVersionCount(0)).toBe(1)
    expect(state.unpublishedVersionCount(2)).toBe(2)
  })

  it('a decision on an article never published: still a draft', () => {
    const state = versionStateAfterDecision('draft', false)
    expect(state.hasPublishedDoc).toBe(false)
    expect(state.unpublishedVersionCount(0)).toBe(1)
  })

  it('an unknown status changes nothing', () => {
    for (const status of [undefined, null, 'archived']) {
      const state = versionStateAfterDecision(status, true)
      expect(state.hasPublishedDoc).toBe(true)
      expect(state.unpublishedVersionCount(2)).toBe(2)
    }
  })
})
