'use client'

import { Banner, Button, TextareaInput, useAuth, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'

import type { ReviewAnswer } from '@/collections/Articles/review/reviewState'
import type { User } from '@/payload-types'

import { LocalTime } from '../LocalTime'
import styles from './ReviewBanner.module.css'
import { useArticleReview } from './useArticleReview'

const WHEN = 'd MMM yyyy, HH:mm'

/**
 * The top of an article's edit view while it is in review: who asked and when; for editors a
 * "Send back" with a note (approving is Publish or Schedule); for the contributor, the note of a
 * send-back. Nothing when no review was asked for.
 */
export const ReviewBanner: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  if (id === undefined) return null
  return <Review articleId={String(id)} />
}

function Review({ articleId }: { articleId: string }) {
  const { state } = useArticleReview(articleId)
  const { user } = useAuth<User>()
  const review = state.data
  if (!review || review.review === 'none') return null
  const reviewer = user?.role === 'editor' || user?.role === 'admin'
  if (review.review === 'changes-requested')
    return (
      <Banner type="error" className={styles.banner}>
        <strong>Changes requested</strong>
        <p className={styles.note} data-testid="review-note">
          {review.note}
        </p>
        <p className={styles.next}>
          {reviewer
            ? 'Sent back to its writer, who sees this note until they resubmit.'
            : 'Make the changes, then submit the article for review again.'}
        </p>
      </Banner>
    )
  return (
    <Banner type="info" className={styles.banner}>
      <strong>Review requested</strong> <Asked review={review} />
      {reviewer ? (
        <SendBack articleId={articleId} />
      ) : (
        <p className={styles.next}>An editor will publish it or send it back with a note.</p>
      )}
    </Banner>
  )
}

function Asked({ review }: { review: ReviewAnswer }) {
  return (
    <span>
      {review.requestedBy ? `by ${review.requestedBy}` : ''}
      {review.requestedAt && (
        <>
          {' '}
          on <LocalTime at={review.requestedAt} pattern={WHEN} />
        </>
      )}
      .
    </span>
  )
}

function SendBack({ articleId }: { articleId: string }) {
  const { sendBack } = useArticleReview(articleId)
  const [note, setNote] = useState('')
  return (
    <div className={styles.sendBack}>
      <p className={styles.next}>
        Approve it with Publish or Schedule, or send it back to its writer with a note.
      </p>
      <TextareaInput
        path="reviewNoteDraft"
        label="Note to the writer"
        value={note}
        onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setNote(event.target.value)}
      />
      {sendBack.error && <p className={styles.error}>{sendBack.error.message}</p>}
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={!note.trim() || sendBack.isPending}
        onClick={() => sendBack.mutate(note, { onSuccess: () => setNote('') })}
      >
        Send back
      </Button>
    </div>
  )
}
