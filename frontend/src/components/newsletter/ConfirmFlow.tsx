'use client'

import Link from 'next/link'

import { ConfirmLinkInvalid } from './ConfirmLinkInvalid'
import { NewsletterStatus, secondaryAction } from './NewsletterStatus'
import { SubscriptionConfirmed } from './SubscriptionConfirmed'
import { useLinkAction } from './useLinkAction'

function confirmSubscription(token: string): Promise<Response> {
  return fetch('/api/newsletter/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
}

/**
 * Asks before confirming: opening the link (a GET, which mail scanners follow too) confirms
 * nothing; only the button's POST subscribes the reader.
 */
export function ConfirmFlow({ token, siteName }: { token: string; siteName: string }) {
  const { step, heading, act } = useLinkAction(() => confirmSubscription(token), {
    fallback: 'Failed to confirm your subscription',
    unreachable: 'Unable to confirm your subscription. Please try again.',
  })

  if (step === 'invalid') return <ConfirmLinkInvalid headingRef={heading} />
  if (step === 'done') return <SubscriptionConfirmed siteName={siteName} headingRef={heading} />
  return (
    <NewsletterStatus
      look="confirm"
      title={`Confirm your subscription to the ${siteName} newsletter`}
      actions={
        <>
          <button type="button" className="button" disabled={step === 'sending'} onClick={act}>
            {step === 'sending' ? 'Confirming...' : 'Confirm subscription'}
          </button>
          <Link href="/" className={secondaryAction}>
            Not now
          </Link>
        </>
      }
    >
      <p>
        One last step: confirm that this email address is yours and that you want the newsletter.
      </p>
      <p>
        If you didn&apos;t sign up, ignore this page and the email: nothing will be sent to you.
      </p>
    </NewsletterStatus>
  )
}
