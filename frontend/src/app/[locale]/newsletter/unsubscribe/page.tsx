import type { Metadata } from 'next'

import { UnsubscribeFlow } from '@/components/newsletter/UnsubscribeFlow'
import { UnsubscribeLinkInvalid } from '@/components/newsletter/UnsubscribeLinkInvalid'
import { getSiteSettings } from '@/lib/cms/siteSettings'

import { linkToken, type NewsletterLinkProps } from '../linkToken'

/** The token in the link's query string makes each answer different. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

/** The unsubscribe link in every newsletter email. Opening it only asks; the button acts. */
export default async function UnsubscribePage({ searchParams }: NewsletterLinkProps) {
  const token = linkToken(await searchParams)
  if (!token) return <UnsubscribeLinkInvalid />
  const { siteName } = await getSiteSettings()
  return <UnsubscribeFlow token={token} siteName={siteName} />
}
