'use client'

import Link from 'next/link'

import { NEWSLETTER_UNSUBSCRIBED } from '@blockwise/shared'

import { NewsletterStatus, secondaryAction } from './NewsletterStatus'
import { UnsubscribeLinkInvalid } from './UnsubscribeLinkInvalid'
import { useLinkAction } from './useLinkAction'

/** The one-click unsubscribe POST of RFC 8058, exactly as mail apps send it. */
async function unsubscribe(token: string): Promise<Response> {
  return fetch(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
}

/**
 * Asks before unsubscribing: opening the link (a GET, which mail scanners follow too) changes
 * nothing; only the button acts.
 */
export function UnsubscribeFlow({ token, siteName }: { token: string; siteName: string }) {
  const { step, heading, act } = useLinkAction(() => unsubscribe(token), {
    fallback: 'Failed to unsubscribe',
    unreachable: 'Unable to unsubscribe. Please try again.',
  })

  if (step === 'invalid') return <UnsubscribeLinkInvalid headingRef={heading} />
  if (step === 'done') {
    return (
      <NewsletterStatus
        look="done"
        title={NEWSLETTER_UNSUBSCRIBED}
        headingRef={heading}
        actions={
          <>
            <Link href="/" className="button">
              Back to home
            </Link>
            <Link href="/learn" className={secondaryAction}>
              Browse lessons
            </Link>
          </>
        }
      >
        <p>
          Your name and email address have been deleted, and no more newsletters will be sent to
          you.
        </p>
        <p>Changed your mind? The sign-up form is on the home page whenever you want it.</p>
      </NewsletterStatus>
    )
  }
  return (
    <NewsletterStatus
      look="question"
      title={`Unsubscribe from the ${siteName} newsletter?`}
      actions={
        <>
          <button type="button" className="button" disabled={step === 'sending'} onClick={act}>
            {step === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
          <Link href="/" className={secondaryAction}>
            Keep my subscription
          </Link>
        </>
      }
    >
      <p>
        You&apos;ll stop getting the weekly lesson, and we&apos;ll delete your name and email
        address from our list.
      </p>
      <p>You can subscribe again at any time.</p>
    </NewsletterStatus>
  )
}
