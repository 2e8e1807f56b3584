import type { Article } from '@blockwise/shared'

/** What the preview banner says, by what the page shows (docs/product.md, Preview). */
export const PREVIEW_LABELS = {
  /** A draft of an article readers cannot find: never published, or taken down. */
  notPublished: 'Preview — not published',
  /** The latest draft of a live article: readers still get the published version. */
  changes: 'Preview — unpublished changes to a live article',
  /** A live article whose latest version is the published one. */
  published: 'Preview — published, no unpublished changes',
  /** Draft mode on another page, or on this article without a draft to show. */
  shownAsPublished: 'Preview — this page is shown as published',
  expired: 'Preview expired — open it again from the editor',
} as const

export interface PreviewedPage {
  /** Whether the preview's token is still good. */
  active: boolean
  /** The article's latest version, when the page shows it instead of the published article. */
  draft: Pick<Article, 'id' | 'published'> | null
  /** The published article readers get at this address, if any. */
  live: Pick<Article, 'id'> | null
}

export function previewLabel({ active, draft, live }: PreviewedPage): string {
  if (draft) {
    if (draft.published) return PREVIEW_LABELS.published
    return live?.id === draft.id ? PREVIEW_LABELS.changes : PREVIEW_LABELS.notPublished
  }
  return active ? PREVIEW_LABELS.shownAsPublished : PREVIEW_LABELS.expired
}
