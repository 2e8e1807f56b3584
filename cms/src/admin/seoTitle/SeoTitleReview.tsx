'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import panel from '../sidebarPanel.module.css'
import { useFormBusy } from '../useFormBusy'
import styles from './SeoTitleReview.module.css'
import { PROPOSAL_PATH, useSeoTitleDecisions } from './useSeoTitleDecisions'

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/**
 * Sidebar review of the SEO title the AI proposed: accept or reject it. Shows nothing on an unsaved
 * article or when nothing awaits review (a title the editor typed is edited in its own field).
 */
export const SeoTitleReview: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const proposal = useFormFields(([fields]) => textOrNull(fields[PROPOSAL_PATH]?.value))
  if (id === undefined || !proposal) return null
  return <Review articleId={String(id)} proposal={proposal} />
}

function Review({ articleId, proposal }: { articleId: string; proposal: string }) {
  const { accept, reject } = useSeoTitleDecisions(articleId)
  const formBusy = useFormBusy()
  const pending = accept.isPending || reject.isPending || formBusy
  return (
    <section className={panel.panel} aria-labelledby="seo-title-review-heading">
      <h3 id="seo-title-review-heading" className={panel.heading}>
        Proposed SEO title
      </h3>
      <p className={styles.title}>{proposal}</p>
      <div className={styles.actions}>
        <Button
          size="small"
          margin={false}
          disabled={pending}
          onClick={() => accept.mutate(proposal)}
        >
          Accept
        </Button>
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
