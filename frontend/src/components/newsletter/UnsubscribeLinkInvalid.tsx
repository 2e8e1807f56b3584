import Link from 'next/link'
import type { Ref } from 'react'

import { NEWSLETTER_LINK_INVALID } from '@blockwise/shared'

import { NewsletterStatus } from './NewsletterStatus'

/** Where a broken or expired unsubscribe link lands, at once or after pressing Unsubscribe. */
export function UnsubscribeLinkInvalid({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <NewsletterStatus
      look="invalid"
      title={NEWSLETTER_LINK_INVALID}
      headingRef={headingRef}
      actions={
        <Link href="/" className="button">
          Back to home
        </Link>
      }
    >
      <p>We couldn&apos;t unsubscribe you with this link: it is incomplete or too old to use.</p>
      <p>
        Every newsletter email ends with its own unsubscribe link. Open the one in the most recent
        email and try again.
      </p>
    </NewsletterStatus>
  )
}
