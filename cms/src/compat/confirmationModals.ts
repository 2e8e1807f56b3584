/**
 * Fence: the text of Payload's admin confirmations of a document's Delete and Unpublish, found by
 * the markup Payload renders, which it does not promise. Each is `@payloadcms/ui`'s
 * ConfirmationModal under the slug `delete-{id}` (DeleteDocument) or `confirm-un-publish-{id}`
 * (UnpublishButton); faceless-ui's Modal renders it as an element whose id is the slug, its heading
 * and text inside `.confirmation-modal__content`. Canary: confirmationModals.canary.test.ts.
 */

export const CONFIRMATION_SLUGS = {
  delete: (id: string) => `delete-${id}`,
  unpublish: (id: string) => `confirm-un-publish-${id}`,
}

export const CONFIRMATION_CONTENT_CLASS = 'confirmation-modal__content'

/** The slug of the document's Delete or Unpublish confirmation that is open, if one is. */
export function openDocumentConfirmation(
  id: string,
  isModalOpen: (slug: string) => boolean,
): string | undefined {
  return Object.values(CONFIRMATION_SLUGS)
    .map((slug) => slug(id))
    .find((slug) => isModalOpen(slug))
}

/** The element holding the open confirmation's heading and text, where more can be said. */
export function confirmationContent(slug: string): Element | null {
  return document.getElementById(slug)?.querySelector(`.${CONFIRMATION_CONTENT_CLASS}`) ?? null
}
