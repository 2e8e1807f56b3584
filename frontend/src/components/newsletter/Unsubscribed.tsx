import type { Ref } from 'react'

import { NEWSLETTER_UNSUBSCRIBED } from '@blockwise/shared'

import { HomeOrLessons, NewsletterStatus } from './NewsletterStatus'

/** What the unsubscribe page shows once its button has deleted the subscription. */
export function Unsubscribed({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <NewsletterStatus
      look="done"
      title={NEWSLETTER_UNSUBSCRIBED}
      headingRef={headingRef}
      actions={<HomeOrLessons />}
    >
      <p>
        Your name and email address have been deleted, and no more newsletters will be sent to you.
      </p>
      <p>Changed your mind? The sign-up form is on the home page whenever you want it.</p>
    </NewsletterStatus>
  )
}
