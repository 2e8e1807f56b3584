import { env } from '@/env'

import { CONFIRMATION_LINK_HOURS, signLink } from './tokens'

/** The query parameter of an unsubscribe link that names the issue it came in. */
export const UNSUBSCRIBE_ISSUE_QUERY = 'issue'

/** The site page that confirms a subscription. */
export function confirmationUrl(subscriptionId: string): string {
  const token = signLink('confirm', subscriptionId, CONFIRMATION_LINK_HOURS)
  return `${env.siteUrl}/newsletter/confirm?token=${token}`
}

/**
 * Links of every newsletter mail: the page a reader opens, and the RFC 8058 one-click target. An
 * issue's mail names the issue too, so an unsubscribe is counted against it (the token alone
 * decides whom it unsubscribes).
 */
export function unsubscribeUrls(
  subscriptionId: string,
  issueId?: string,
): { page: string; oneClick: string } {
  const query = new URLSearchParams({ token: signLink('unsubscribe', subscriptionId) })
  if (issueId) query.set(UNSUBSCRIBE_ISSUE_QUERY, issueId)
  return {
    page: `${env.siteUrl}/newsletter/unsubscribe?${query}`,
    oneClick: `${env.siteUrl}/api/newsletter/unsubscribe?${query}`,
  }
}

/** RFC 2369 / RFC 8058 headers: mail clients show an unsubscribe button that POSTs. */
export function listUnsubscribeHeaders(oneClick: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
