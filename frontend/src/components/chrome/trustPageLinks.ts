import type { TrustPageSlug } from '@blockwise/shared/trustPages'

/** The footer's links to the trust pages, in reading order: each page's route is `/{slug}`. */
export const TRUST_PAGE_LINKS: readonly { slug: TrustPageSlug; label: string }[] = [
  { slug: 'about', label: 'About' },
  { slug: 'editorial-standards', label: 'Editorial Standards' },
  { slug: 'ai-policy', label: 'AI Policy' },
  { slug: 'corrections-policy', label: 'Corrections Policy' },
]
