'use client'

import Link from 'next/link'

import { ConfirmLinkInvalid } from './ConfirmLinkInvalid'
import { CONFIRM_ENDPOINT } from './endpoints'
import { LinkActionForm } from './LinkActionForm'
import { CONFIRM_FAILURE } from './linkOutcome'
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

interface Props {
  token: string
  siteName: string
  /** Why the last attempt without the script failed. */
  problem?: string
}

/**
 * Asks before confirming: opening the link (a GET, which mail scanners follow too) confirms
 * nothing; only the button's POST subscribes the reader.
 */
export function ConfirmFlow({ token, siteName, problem }: Props) {
  const { step, heading, act } = useLinkAction(() => confirmSubscription(token), CONFIRM_FAILURE)

  if (step === 'invalid') return <ConfirmLinkInvalid headingRef={heading} />
  if (step === 'done') return <SubscriptionConfirmed siteName={siteName} headingRef={heading} />
  return (
    <NewsletterStatus
      look="confirm"
      title={`Confirm your subscription to the ${siteName} newsletter`}
      actions={
        <LinkActionForm endpoint={CONFIRM_ENDPOINT} token={token} act={act} problem={problem}>
          <button type="submit" className="button" disabled={step === 'sending'}>
            {step === 'sending' ? 'Confirming...' : 'Confirm subscription'}
          </button>
          <Link href="/" className={secondaryAction}>
            Not now
          </Link>
        </LinkActionForm>
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
