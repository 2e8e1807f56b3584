'use client'

import { createPortal } from 'react-dom'

import styles from './LinkedFromNotice.module.css'
import { kindOf, type LinkingDocument } from './linkingDocuments'
import { useOpenDocumentConfirmation } from './useOpenDocumentConfirmation'

/** Adds the linking documents to the article's Delete or Unpublish confirmation while it is open. */
export function LinkedFromConfirmationNote({
  articleId,
  docs,
}: {
  articleId: string
  docs: readonly LinkingDocument[]
}) {
  const content = useOpenDocumentConfirmation(articleId)
  if (!content) return null
  return createPortal(
    <div className={styles.confirmationNote} data-testid="linked-from-confirmation">
      <p className={styles.sentence}>
        <strong>
          Linked from {docs.length === 1 ? 'one document' : `${docs.length} documents`}.
        </strong>{' '}
        They lose their link, card or listing of this article:
      </p>
      <ul className={styles.list}>
        {docs.map((doc) => (
          <li key={`${doc.collection}-${doc.id}`}>
            {doc.title} <span className={styles.kind}>({kindOf(doc)})</span>
          </li>
        ))}
      </ul>
    </div>,
    content,
  )
}
