'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { useAdminHref } from '../useAdminHref'
import panel from '../sidebarPanel.module.css'
import styles from './SigningSecretField.module.css'

interface Queued {
  id: string
  messageId: string
}

/**
 * A sidebar panel whose button POSTs `/cms-api/<collection>/<id>/<action>` (adminDeliveries.ts)
 * and links to the delivery it queued, or says why none was.
 */
export function QueueDeliveryButton(props: {
  collection: 'webhook-endpoints' | 'webhook-deliveries'
  action: 'test' | 'replay'
  heading: string
  note: string
  label: string
}) {
  const { id } = useDocumentInfo()
  const { serverURL, routes } = useConfig().config
  const adminHref = useAdminHref()
  const [queued, setQueued] = useState<Queued | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  if (id === undefined) return null
  const headingId = `${props.action}-delivery-heading`

  const queue = async () => {
    setPending(true)
    setError(null)
    const response = await fetch(
      `${serverURL}${routes.api}/${props.collection}/${id}/${props.action}`,
      { method: 'POST', credentials: 'include' },
    ).catch(() => null)
    const body = (await response?.json().catch(() => null)) as {
      doc?: Queued
      errors?: Array<{ message?: string }>
    } | null
    setPending(false)
    if (response?.ok && body?.doc) return setQueued(body.doc)
    setError(body?.errors?.[0]?.message ?? 'Nothing was queued. Please try again.')
  }

  return (
    <section className={panel.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={panel.heading}>
        {props.heading}
      </h3>
      <p className={styles.note}>{props.note}</p>
      {queued && (
        <p className={styles.note} role="status">
          Queued as{' '}
          <a href={adminHref(`/collections/webhook-deliveries/${queued.id}`)}>{queued.messageId}</a>
          .
        </p>
      )}
      {error && <p className={styles.error}>{error}</p>}
      <Button size="small" margin={false} disabled={pending} onClick={() => void queue()}>
        {props.label}
      </Button>
    </section>
  )
}
