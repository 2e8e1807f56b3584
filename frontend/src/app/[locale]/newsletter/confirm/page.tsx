import type { Metadata } from 'next'

import { ConfirmFlow } from '@/components/newsletter/ConfirmFlow'
import { ConfirmLinkInvalid } from '@/components/newsletter/ConfirmLinkInvalid'
import { getSiteSettings } from '@/lib/cms/siteSettings'

import { linkToken, type NewsletterLinkProps } from '../linkToken'

/** The token in the link's query string makes each answer different. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Newsletter subscription', robots: { index: false } }

/**
 * The link in the confirmation email. Opening it only asks (mail scanners open links too); the
 * button's POST is what activates the subscription.
 */
export default async function ConfirmSubscriptionPage({ searchParams }: NewsletterLinkProps) {
  const token = linkToken(await searchParams)
  if (!token) return <ConfirmLinkInvalid />
  const { siteName } = await getSiteSettings()
  return <ConfirmFlow token={token} siteName={siteName} />
}
