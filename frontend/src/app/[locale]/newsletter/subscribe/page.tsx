import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { NewsletterBlock } from '@/components/newsletter/NewsletterBlock'
import { NewsletterStatus } from '@/components/newsletter/NewsletterStatus'
import { SubscribeSucceeded } from '@/components/newsletter/SubscribeSucceeded'
import {
  SUBSCRIBE_RESULT_COOKIE,
  subscribeResultFrom,
} from '@/components/newsletter/subscribeResult'

/** Each answer is one reader's outcome, from their cookie. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false } }

/**
 * Where the newsletter form lands when it was sent without the script: the outcome, or the form
 * again, refilled, with what was wrong. Visited directly, it is simply the form.
 */
export default async function SubscribePage() {
  const result = subscribeResultFrom((await cookies()).get(SUBSCRIBE_RESULT_COOKIE)?.value)
  if (result?.ok) return <SubscribeSucceeded />
  return (
    <>
      <NewsletterStatus
        look={result ? 'invalid' : 'confirm'}
        title={result ? 'Your subscription did not go through' : 'Subscribe to the newsletter'}
      >
        <p>
          {result
            ? 'Check what the form below says, then send it again.'
            : 'Leave your name and email address below.'}
        </p>
      </NewsletterStatus>
      <NewsletterBlock refill={result ?? undefined} />
    </>
  )
}
