import { NEWSLETTER_CONFIRMATION_EMAILED, NEWSLETTER_SUBSCRIBED } from '@blockwise/shared'

import { HomeOrLessons, NewsletterStatus } from './NewsletterStatus'

/** The no-script counterpart of the subscribe form's success toast. */
export function SubscribeSucceeded() {
  return (
    <NewsletterStatus look="subscribed" title={NEWSLETTER_SUBSCRIBED} actions={<HomeOrLessons />}>
      <p>{NEWSLETTER_CONFIRMATION_EMAILED}</p>
      <p>The link works for 48 hours. If the email has not arrived, check your spam folder.</p>
    </NewsletterStatus>
  )
}
