import { env } from '@/env'

import { CONFIRMATION_LINK_HOURS, signLink } from './tokens'

/** The site page that confirms a subscription. */
export function confirmationUrl(subscriptionId: string): string {
  const token = signLink('confirm', subscriptionId, CONFIRMATION_LINK_HOURS)
  return `${env.siteUrl}/newsletter/confirm?token=${token}`
}

/** Links of every newsletter mail: the page a reader opens, and the RFC 8058 one-click target. */
export function unsubscribeUrls(subscriptionId: string): { page: string; oneClick: string } {
  const token = signLink('unsubscribe', subscriptionId)
  return {
    page: `${env.siteUrl}/newsletter/unsubscribe?token=${token}`,
    oneClick: `${env.siteUrl}/api/newsletter/unsubscribe?token=${token}`,
  }
}

/** RFC 2369 / RFC 8058 headers: mail clients show an unsubscribe button that POSTs. */
export function listUnsubscribeHeaders(oneClick: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
