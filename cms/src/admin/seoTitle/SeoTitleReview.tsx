'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import styles from './SeoTitleReview.module.css'
import { PROPOSAL_PATH, useSeoTitleDecisions } from './useSeoTitleDecisions'

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/**
 * Sidebar review of an article's SEO title: accept or reject the title the AI proposed, or clear
 * the current one. Shows nothing on an unsaved article or when there is no title at all.
 */
export const SeoTitleReview: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const seoTitle = useFormFields(([fields]) => textOrNull(fields.seoTitle?.value))
  const proposal = useFormFields(([fields]) => textOrNull(fields[PROPOSAL_PATH]?.value))
  if (id === undefined || (!proposal && !seoTitle)) return null
  return <Review articleId={String(id)} proposal={proposal} seoTitle={seoTitle} />
}

function Review(props: { articleId: string; proposal: string | null; seoTitle: string | null }) {
  const { accept, reject } = useSeoTitleDecisions(props.articleId)
  const pending = accept.isPending || reject.isPending
  const { proposal } = props
  return (
    <section className={styles.review} aria-labelledby="seo-title-review-heading">
      <h3 id="seo-title-review-heading" className={styles.heading}>
        {proposal ? 'Proposed SEO title' : 'Current SEO title'}
      </h3>
      <p className={styles.title}>{proposal ?? props.seoTitle}</p>
      <div className={styles.actions}>
        {proposal && (
          <Button
            size="small"
            margin={false}
            disabled={pending}
            onClick={() => accept.mutate(proposal)}
          >
            Accept
          </Button>
        )}
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={pending}
          onClick={() => reject.mutate()}
        >
          Reject
        </Button>
      </div>
    </section>
  )
}
