import type { CollectionAdminOptions } from 'payload'

import { sitePreviewUrl } from './previewGrant'

/** The widths of the live preview's toolbar: a phone, a tablet and a desktop. */
const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]

/** The admin's Preview button: the CMS link that any logged-in editor can open (or be sent). */
const articlePreviewLink = (id: string) => `/cms-api/preview/articles/${id}`

/**
 * An article's Preview button and live preview: both show the latest draft on the real site in
 * Next's draft mode. The live preview's frame must be on the site's origin (the admin only talks
 * to a frame at its URL's origin), so it gets the site's entry with a token minted here; the
 * token's rounded expiry keeps that URL the same between saves, and a save in a new step loads
 * the frame again with a fresh one.
 */
export const articlePreviewAdmin: Pick<CollectionAdminOptions, 'preview' | 'livePreview'> = {
  preview: (doc) => (typeof doc.id === 'string' ? articlePreviewLink(doc.id) : null),
  livePreview: {
    breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    url: ({ data, req }) =>
      typeof data.id === 'string' && req.user ? sitePreviewUrl(data.id, String(req.user.id)) : null,
  },
}
