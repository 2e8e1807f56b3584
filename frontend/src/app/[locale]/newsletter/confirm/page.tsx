import type { Metadata } from 'next'

import { ConfirmFlow } from '@/components/newsletter/ConfirmFlow'
import { ConfirmLinkInvalid } from '@/components/newsletter/ConfirmLinkInvalid'
import { CONFIRM_FAILURE, failureText } from '@/components/newsletter/linkOutcome'
import { SubscriptionConfirmed } from '@/components/newsletter/SubscriptionConfirmed'
import { getSiteSettings } from '@/lib/cms/siteSettings'

import { linkOutcome, linkToken, type NewsletterLinkProps } from '../linkToken'

/** The token in the link's query string makes each answer different. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Newsletter subscription', robots: { index: false } }

/**
 * The link in the confirmation email. Opening it only asks (mail scanners open links too); the
 * button's POST is what activates the subscription: the API's with the script, else the site's
 * form endpoint, which comes back here with its outcome.
 */
export default async function ConfirmSubscriptionPage({ searchParams }: NewsletterLinkProps) {
  const query = await searchParams
  const outcome = linkOutcome(query)
  const { siteName } = await getSiteSettings()
  if (outcome === 'done') return <SubscriptionConfirmed siteName={siteName} />
  const token = linkToken(query)
  if (outcome === 'invalid' || !token) return <ConfirmLinkInvalid />
  return (
    <ConfirmFlow
      token={token}
      siteName={siteName}
      problem={failureText(outcome, CONFIRM_FAILURE)}
    />
  )
}
