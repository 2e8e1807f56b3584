'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import panel from '../sidebarPanel.module.css'
import { useFormBusy } from '../useFormBusy'
import styles from './ProposedTagsReview.module.css'
import { PROPOSED_TAGS_PATH, useProposedTagDecision } from './useProposedTagDecision'

const namesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : []

/**
 * Sidebar review of the tags the AI proposed that match no existing tag: Accept creates the tag
 * and adds it to the article, Dismiss drops the proposal. Shows nothing when none await a decision.
 */
export const ProposedTagsReview: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const proposals = useFormFields(([fields]) => fields[PROPOSED_TAGS_PATH]?.value)
  const names = namesOf(proposals)
  if (id === undefined || names.length === 0) return null
  return <Review articleId={String(id)} names={names} />
}

function Review({ articleId, names }: { articleId: string; names: string[] }) {
  const decide = useProposedTagDecision(articleId)
  const formBusy = useFormBusy()
  const pending = decide.isPending || formBusy
  return (
    <section className={panel.panel} aria-labelledby="proposed-tags-heading">
      <h3 id="proposed-tags-heading" className={panel.heading}>
        Proposed tags
      </h3>
      <p className={styles.hint}>The AI suggested these; no tag of theirs exists yet.</p>
      <ul className={styles.list}>
        {names.map((name) => (
          <li key={name} className={styles.proposal}>
            <span className={styles.name}>{name}</span>
            <Button
              size="small"
              margin={false}
              disabled={pending}
              aria-label={`Accept the tag ${name}`}
              onClick={() => decide.mutate({ decision: 'accept', name })}
            >
              Accept
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={pending}
              aria-label={`Dismiss the tag ${name}`}
              onClick={() => decide.mutate({ decision: 'dismiss', name })}
            >
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
