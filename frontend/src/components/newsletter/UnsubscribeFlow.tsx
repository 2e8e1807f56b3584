'use client'

import Link from 'next/link'

import { UNSUBSCRIBE_ENDPOINT } from './endpoints'
import { LinkActionForm } from './LinkActionForm'
import { UNSUBSCRIBE_FAILURE } from './linkOutcome'
import { unsubscribeApiPath } from './unsubscribeApiPath'
import { NewsletterStatus, secondaryAction } from './NewsletterStatus'
import { Unsubscribed } from './Unsubscribed'
import { UnsubscribeLinkInvalid } from './UnsubscribeLinkInvalid'
import { useLinkAction } from './useLinkAction'

/** The one-click unsubscribe POST of RFC 8058, exactly as mail apps send it. */
async function unsubscribe(token: string, issue?: string): Promise<Response> {
  return fetch(unsubscribeApiPath(token, issue), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
}

interface Props {
  token: string
  /** The newsletter issue whose mail held the link, when it names one. */
  issue?: string
  siteName: string
  /** Why the last attempt without the script failed. */
  problem?: string
}

/**
 * Asks before unsubscribing: opening the link (a GET, which mail scanners follow too) changes
 * nothing; only the button acts.
 */
export function UnsubscribeFlow({ token, issue, siteName, problem }: Props) {
  const { step, heading, act } = useLinkAction(() => unsubscribe(token, issue), UNSUBSCRIBE_FAILURE)

  if (step === 'invalid') return <UnsubscribeLinkInvalid headingRef={heading} />
  if (step === 'done') return <Unsubscribed headingRef={heading} />
  return (
    <NewsletterStatus
      look="question"
      title={`Unsubscribe from the ${siteName} newsletter?`}
      actions={
        <LinkActionForm
          endpoint={UNSUBSCRIBE_ENDPOINT}
          token={token}
          fields={issue ? { issue } : undefined}
          act={act}
          problem={problem}
        >
          <button type="submit" className="button" disabled={step === 'sending'}>
            {step === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
          <Link href="/" className={secondaryAction}>
            Keep my subscription
          </Link>
        </LinkActionForm>
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
