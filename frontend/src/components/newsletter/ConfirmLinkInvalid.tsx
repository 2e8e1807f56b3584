import Link from 'next/link'
import type { Ref } from 'react'

import { NEWSLETTER_LINK_INVALID } from '@blockwise/shared'

import { NewsletterStatus, secondaryAction } from './NewsletterStatus'

/** Where a broken or expired confirmation link lands, at once or after pressing Confirm. */
export function ConfirmLinkInvalid({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <NewsletterStatus
      look="invalid"
      title={NEWSLETTER_LINK_INVALID}
      headingRef={headingRef}
      actions={
        <>
          <Link href="/" className="button">
            Subscribe from the home page
          </Link>
          <Link href="/learn" className={secondaryAction}>
            Browse lessons
          </Link>
        </>
      }
    >
      <p>
        Confirmation links only work for a limited time, and some email apps cut long links short.
      </p>
      <p>
        Sign up again with the form at the bottom of the home page and we&apos;ll email you a fresh
        link. If you have already confirmed, you&apos;re all set: there is nothing more to do.
      </p>
    </NewsletterStatus>
  )
}
