import type { Metadata } from 'next'

import { ConfirmLinkInvalid } from '@/components/newsletter/ConfirmLinkInvalid'
import { SubscriptionConfirmed } from '@/components/newsletter/SubscriptionConfirmed'
import { confirmSubscription } from '@/lib/cms/newsletter'
import { getSiteSettings } from '@/lib/cms/siteSettings'

import { linkToken, type NewsletterLinkProps } from '../linkToken'

/** The token in the link's query string makes each answer different. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Newsletter subscription', robots: { index: false } }

/** The link in the confirmation email: opening it is what activates the subscription. */
export default async function ConfirmSubscriptionPage({ searchParams }: NewsletterLinkProps) {
  const token = linkToken(await searchParams)
  const [confirmed, { siteName }] = await Promise.all([
    token ? confirmSubscription(token) : false,
    getSiteSettings(),
  ])
  return confirmed ? <SubscriptionConfirmed siteName={siteName} /> : <ConfirmLinkInvalid />
}
