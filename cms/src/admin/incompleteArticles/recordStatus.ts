import type { IncompleteArticle } from '@blockwise/shared/schemas/contract'

import type { BadgeTone } from '../EditorialTable'

export type StatusTone = BadgeTone

type Flags = Pick<IncompleteArticle, 'claudeArticleSaved' | 'googleImageSaved'>

/** docs/product.md#states: the badge a record gets from its two flags. */
export function generationStatus({ claudeArticleSaved, googleImageSaved }: Flags): {
  label: string
  tone: StatusTone
} {
  if (claudeArticleSaved && googleImageSaved) return { label: 'Both Complete', tone: 'success' }
  if (claudeArticleSaved) return { label: 'Claude Only', tone: 'warning' }
  if (googleImageSaved) return { label: 'Image Only', tone: 'info' }
  return { label: 'Both Failed', tone: 'destructive' }
}

/** The creation time in the browser's locale and time zone, or 'Unknown'. */
export function formatCreated(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString() : 'Unknown'
}
