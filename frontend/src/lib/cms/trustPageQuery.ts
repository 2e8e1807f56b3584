import type { TrustPageSlug } from '@blockwise/shared/trustPages'

/** The fields a trust page's route shows. */
const SHOWN = ['title', 'slug', 'description', 'contentHtml', 'updatedAt'] as const

/**
 * Payload's native REST query for the published page at `slug`, with the fields the page shows.
 * The site asks without a session, so the CMS answers the published version or nothing.
 */
export function trustPageQuery(slug: TrustPageSlug): string {
  const query = new URLSearchParams({
    'where[slug][equals]': slug,
    limit: '1',
    depth: '0',
    draft: 'false',
  })
  for (const field of SHOWN) query.append(`select[${field}]`, 'true')
  return `/cms-api/trust-pages?${query.toString()}`
}
