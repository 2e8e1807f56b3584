'use client'

import type { IncompleteArticle } from '@blockwise/shared/schemas/contract'
import { Button, ConfirmationModal, Link, useModal } from '@payloadcms/ui'

import { useAdminHref } from '../useAdminHref'
import { articleEditPath } from '../views'

import styles from './monitor.module.css'
import { formatCreated } from './recordStatus'
import { SavedFlag } from './SavedFlag'
import { StatusBadge } from './StatusBadge'
import { useRecordActions } from './useIncompleteArticles'

export function IncompleteArticleRow({ record }: { record: IncompleteArticle }) {
  const adminHref = useAdminHref()
  const { openModal } = useModal()
  const { retry, remove } = useRecordActions(record)
  const title = record.articleTitle
  const confirmSlug = `delete-incomplete-article-${record.id}`

  return (
    <tr>
      <td>
        <Link
          href={adminHref(articleEditPath(record.articleId))}
          prefetch={false}
          className={styles.title}
          title={title}
        >
          {title}
        </Link>
        {record.lastError && <p className={styles.lastError}>{record.lastError}</p>}
      </td>
      <td>
        <SavedFlag saved={record.claudeArticleSaved} />
      </td>
      <td>
        <SavedFlag saved={record.googleImageSaved} />
      </td>
      <td>
        {record.imagePrompt ? (
          <span className={styles.prompt} title={record.imagePrompt}>
            {record.imagePrompt}
          </span>
        ) : (
          <span className={styles.muted}>No prompt</span>
        )}
      </td>
      <td>
        <div className={styles.status}>
          <StatusBadge record={record} />
          {record.running && <span className={styles.running}>Generating…</span>}
        </div>
      </td>
      <td>{formatCreated(record.createdAt)}</td>
      <td>
        <div className={styles.actions}>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            aria-label={`Retry ${title}`}
            disabled={retry.isPending || record.running}
            onClick={() => retry.mutate()}
          >
            Retry
          </Button>
          <Button
            buttonStyle="secondary"
            className={styles.danger}
            size="small"
            margin={false}
            aria-label={`Delete ${title}`}
            disabled={remove.isPending}
            onClick={() => openModal(confirmSlug)}
          >
            Delete
          </Button>
        </div>
        <ConfirmationModal
          modalSlug={confirmSlug}
          heading="Delete this record?"
          body={`The monitor stops tracking "${title}". The draft article itself is kept.`}
          confirmLabel="Delete"
          onConfirm={() => remove.mutate()}
        />
      </td>
    </tr>
  )
}
