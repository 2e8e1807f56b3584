import { describe, expect, it } from 'vitest'

import { openDocumentConfirmation } from './confirmationModals'

describe('openDocumentConfirmation', () => {
  it("names the open Delete or Unpublish confirmation of the document, and no other's", () => {
    const open =
      (...slugs: string[]) =>
      (slug: string) =>
        slugs.includes(slug)
    expect(openDocumentConfirmation('a1', open('delete-a1'))).toBe('delete-a1')
    expect(openDocumentConfirmation('a1', open('confirm-un-publish-a1'))).toBe(
      'confirm-un-publish-a1',
    )
    expect(openDocumentConfirmation('a1', open('delete-b2', 'leave-without-saving'))).toBe(
      undefined,
    )
  })
})
