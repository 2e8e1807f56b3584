import { env } from '@/env'

import { clickSignature, openSignature } from './signature'

/** The query parameters of both tracking routes. */
export const TRACKING_QUERY = { issue: 'i', url: 'u', signature: 's' } as const

/** A link of an issue's mail, through the click redirect (the site forwards /api to the CMS). */
export function clickUrl(issueId: string, url: string): string {
  const query = new URLSearchParams({
    [TRACKING_QUERY.issue]: issueId,
    [TRACKING_QUERY.url]: url,
    [TRACKING_QUERY.signature]: clickSignature(issueId, url),
  })
  return `${env.siteUrl}/api/newsletter/click?${query}`
}

/** The address of an issue's open pixel. */
export function openPixelUrl(issueId: string): string {
  const query = new URLSearchParams({
    [TRACKING_QUERY.issue]: issueId,
    [TRACKING_QUERY.signature]: openSignature(issueId),
  })
  return `${env.siteUrl}/api/newsletter/open?${query}`
}
