'use client'

import { Button } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

import styles from './unsavedWork.module.css'

export interface BannerAction {
  label: string
  onClick: () => void
  disabled?: boolean
}

/**
 * A bar along the bottom of the window that stays until what it reports is over, unlike a toast.
 * An alert reports a failure; a status offers something.
 */
export function UnsavedWorkBanner({
  kind,
  heading,
  message,
  actions,
}: {
  kind: 'alert' | 'status'
  heading: string
  message: ReactNode
  actions: BannerAction[]
}) {
  return createPortal(
    <section
      className={`${styles.banner} ${kind === 'alert' ? styles.alert : styles.status}`}
      role={kind}
      aria-label={heading}
    >
      <p className={styles.message}>
        <strong>{heading}.</strong> {message}
      </p>
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <Button
            key={action.label}
            buttonStyle={index === 0 ? 'primary' : 'secondary'}
            size="small"
            margin={false}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </section>,
    document.body,
  )
}
