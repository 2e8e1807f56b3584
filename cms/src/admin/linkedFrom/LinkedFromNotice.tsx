'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import panel from '../sidebarPanel.module.css'
import { useAdminHref } from '../useAdminHref'
import { LinkedFromConfirmationNote } from './LinkedFromConfirmationNote'
import styles from './LinkedFromNotice.module.css'
import { kindOf, useLinkingDocuments } from './linkingDocuments'

/**
 * Sidebar notice naming the documents that link to the article, show it as a card or list it, so
 * an editor unpublishing or deleting it knows what loses it; its Delete and Unpublish
 * confirmations name them too. Nothing when none do.
 */
export const LinkedFromNotice: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  if (id === undefined) return null
  return <LinkedFrom articleId={String(id)} />
}

function LinkedFrom({ articleId }: { articleId: string }) {
  const { data: docs } = useLinkingDocuments(articleId)
  const href = useAdminHref()
  if (!docs?.length) return null
  return (
    <section className={panel.panel} aria-labelledby="linked-from-heading">
      <h3 id="linked-from-heading" className={panel.heading}>
        Linked from
      </h3>
      <p className={styles.sentence}>
        Unpublishing or deleting this article takes its links and cards out of these:
      </p>
      <ul className={styles.list}>
        {docs.map((doc) => (
          <li key={`${doc.collection}-${doc.id}`}>
            <a href={href(`/collections/${doc.collection}/${doc.id}`)}>{doc.title}</a>{' '}
            <span className={styles.kind}>({kindOf(doc)})</span>
          </li>
        ))}
      </ul>
      <LinkedFromConfirmationNote articleId={articleId} docs={docs} />
    </section>
  )
}
