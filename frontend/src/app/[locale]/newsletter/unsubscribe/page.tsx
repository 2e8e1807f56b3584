import type { Metadata } from 'next'

import { failureText, UNSUBSCRIBE_FAILURE } from '@/components/newsletter/linkOutcome'
import { Unsubscribed } from '@/components/newsletter/Unsubscribed'
import { UnsubscribeFlow } from '@/components/newsletter/UnsubscribeFlow'
import { UnsubscribeLinkInvalid } from '@/components/newsletter/UnsubscribeLinkInvalid'
import { getSiteSettings } from '@/lib/cms/siteSettings'

import { linkIssue, linkOutcome, linkToken, type NewsletterLinkProps } from '../linkToken'

/** The token in the link's query string makes each answer different. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

/**
 * The unsubscribe link in every newsletter email. Opening it only asks; the button acts (through
 * the site's form endpoint without the script, which comes back here with its outcome).
 */
export default async function UnsubscribePage({ searchParams }: NewsletterLinkProps) {
  const query = await searchParams
  const outcome = linkOutcome(query)
  if (outcome === 'done') return <Unsubscribed />
  const token = linkToken(query)
  if (outcome === 'invalid' || !token) return <UnsubscribeLinkInvalid />
  const { siteName } = await getSiteSettings()
  return (
    <UnsubscribeFlow
      token={token}
      issue={linkIssue(query)}
      siteName={siteName}
      problem={failureText(outcome, UNSUBSCRIBE_FAILURE)}
    />
  )
}
