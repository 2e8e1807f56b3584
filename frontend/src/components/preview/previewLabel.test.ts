import { describe, expect, it } from 'vitest'

import { PREVIEW_LABELS, previewLabel } from './previewLabel'

const draft = { id: 'a1', published: false }

describe('previewLabel', () => {
  it("says a live article's draft shows unpublished changes, not that it is not published", () => {
    // Before: the preview of a live article's changes said "not published".
    expect(previewLabel({ active: true, draft, live: { id: 'a1' } })).toBe(PREVIEW_LABELS.changes)
    expect(PREVIEW_LABELS.changes).toBe('Preview — unpublished changes to a live article')
  })

  it('says an article readers cannot find is not published', () => {
    expect(previewLabel({ active: true, draft, live: null })).toBe('Preview — not published')
    // Another article holds the address readers see: this one is not live there.
    expect(previewLabel({ active: true, draft, live: { id: 'b2' } })).toBe(
      'Preview — not published',
    )
  })

  it('says when the latest version is the published one', () => {
    expect(
      previewLabel({ active: true, draft: { id: 'a1', published: true }, live: { id: 'a1' } }),
    ).toBe(PREVIEW_LABELS.published)
  })

  it('says when the page shows the published article, and when the preview expired', () => {
    expect(previewLabel({ active: true, draft: null, live: { id: 'a1' } })).toBe(
      'Preview — this page is shown as published',
    )
    expect(previewLabel({ active: false, draft: null, live: { id: 'a1' } })).toBe(
      'Preview expired — open it again from the editor',
    )
  })
})
