import './zodInBrowsers'
import { z } from 'zod'

import { dateTimeString } from './schemas/dateTime'

/**
 * The trust pages: the publication's own account of who it is and how it works, written by the
 * editors in the CMS (collection `trust-pages`) and shown at `/{slug}`. The site has a route for
 * each of these and no other, so a page's slug is one of them.
 */
export const TRUST_PAGE_SLUGS = [
  'about',
  'editorial-standards',
  'ai-policy',
  'corrections-policy',
] as const
export type TrustPageSlug = (typeof TRUST_PAGE_SLUGS)[number]

export const isTrustPageSlug = (value: unknown): value is TrustPageSlug =>
  (TRUST_PAGE_SLUGS as readonly unknown[]).includes(value)

export const TRUST_PAGE_TITLE_MAX = 120
/** The meta description: search engines show about 160 characters of it. */
export const TRUST_PAGE_DESCRIPTION_MAX = 300

/** Why a slug is refused (as the CMS says it), or null when it is one of TRUST_PAGE_SLUGS. */
export function trustPageSlugProblem(value: unknown): string | null {
  return isTrustPageSlug(value) ? null : `The slug must be one of: ${TRUST_PAGE_SLUGS.join(', ')}`
}

/** A published trust page as the site reads it. */
export const trustPageSchema = z.object({
  title: z.string(),
  slug: z.enum(TRUST_PAGE_SLUGS),
  description: z.string(),
  /** Sanitised when the CMS stores it; the site sanitises it again before showing it. */
  contentHtml: z.string().nullish(),
  /** When the version readers see was published. */
  updatedAt: dateTimeString(),
})
export type TrustPage = z.infer<typeof trustPageSchema>
