'use client'

import type { NewsletterDigest } from '@blockwise/shared/schemas/newsletter'
import { Button, ConfirmationModal, useModal } from '@payloadcms/ui'
import type { RefObject } from 'react'

import editorial from '../editorial.module.css'

import styles from './newsletter.module.css'
import { useSendNow, useSendTest } from './useNewsletter'

const CONFIRM_SEND = 'newsletter-confirm-send-now'

const subscribers = (count: number) => `${count} active subscriber${count === 1 ? '' : 's'}`

/** "Send test to me" and "Send now" (after a confirmation that says who will get it). */
export function SendActions({
  digest,
  followUntil,
}: {
  digest: NewsletterDigest
  followUntil: RefObject<number>
}) {
  const { openModal } = useModal()
  const sendTest = useSendTest()
  const sendNow = useSendNow(followUntil)
  const { recipients, week } = digest
  // Only an approved issue goes out (or one already sent, to readers who confirmed since).
  const approved = digest.issue !== null && digest.issue.status !== 'draft'

  return (
    <div className={styles.sendBar}>
      <div className={styles.actions}>
        <Button
          buttonStyle="secondary"
          margin={false}
          disabled={sendTest.isPending}
          onClick={() => sendTest.mutate()}
        >
          {sendTest.isPending ? 'Sending test…' : 'Send test to me'}
        </Button>
        <Button
          margin={false}
          disabled={sendNow.isPending || recipients === 0 || !approved}
          onClick={() => openModal(CONFIRM_SEND)}
        >
          {sendNow.isPending ? 'Starting…' : 'Send now'}
        </Button>
      </div>
      <p className={editorial.muted}>
        {!approved
          ? `Send now is for an approved issue: the ${week} issue has not been approved yet.`
          : recipients === 0
            ? `Every active subscriber has had the ${week} issue: there is nobody to send it to.`
            : `Send now mails ${subscribers(recipients)} who ${recipients === 1 ? 'has' : 'have'} not had the ${week} issue.`}
      </p>
      <ConfirmationModal
        modalSlug={CONFIRM_SEND}
        heading="Send this week’s digest now?"
        body={`“${digest.subject}” goes to ${subscribers(recipients)} right away, instead of at the scheduled hour. A sent mail cannot be taken back.`}
        confirmLabel={`Send to ${subscribers(recipients)}`}
        onConfirm={() => sendNow.mutate()}
      />
    </div>
  )
}
