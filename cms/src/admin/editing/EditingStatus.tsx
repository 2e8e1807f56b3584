'use client'

import { Banner, Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import { type EditingNotice } from './editingNotice'
import styles from './EditingStatus.module.css'
import { useEditingHeartbeat } from './useEditingHeartbeat'

/**
 * At the top of a saved article's edit view: who else is editing it, a take-over, a newer version
 * saved by someone else, or a save refused and kept (docs/product.md, Locks and conflicts).
 */
export const EditingStatus: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  if (id === undefined) return null
  return <Status articleId={String(id)} />
}

function Status({ articleId }: { articleId: string }) {
  const notice = useEditingHeartbeat(articleId)
  if (!notice) return null
  return (
    <div role="status" className={styles.status} data-editing-notice={notice.kind}>
      <Banner type={notice.kind === 'editing' ? 'info' : 'error'}>
        <span>{notice.text}</span>
        <span className={styles.actions}>
          {notice.kind === 'kept' && <CompareLink articleId={articleId} notice={notice} />}
          {notice.kind !== 'editing' && (
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => window.location.reload()}
            >
              Reload
            </Button>
          )}
        </span>
      </Banner>
    </div>
  )
}

function CompareLink({
  articleId,
  notice,
}: {
  articleId: string
  notice: Extract<EditingNotice, { kind: 'kept' }>
}) {
  const { admin } = useConfig().config.routes
  const from = notice.latestVersionId ? `?versionFrom=${notice.latestVersionId}` : ''
  return (
    <a href={`${admin}/collections/articles/${articleId}/versions/${notice.keptVersionId}${from}`}>
      Compare both
    </a>
  )
}
