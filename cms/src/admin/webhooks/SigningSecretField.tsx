'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'

import panel from '../sidebarPanel.module.css'
import styles from './SigningSecretField.module.css'

/**
 * The endpoint's signing secret, shown once: the server never reads it back, so this asks it for a
 * new one (`rotateSecret`) and shows the answer until the page is left.
 */
export const SigningSecretField: UIFieldClientComponent = () => {
  const { id, setData } = useDocumentInfo()
  const { serverURL, routes } = useConfig().config
  const [secret, setSecret] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [pending, setPending] = useState(false)
  if (id === undefined)
    return <p className={styles.note}>The signing secret is made when the endpoint is saved.</p>

  const rotate = async () => {
    setPending(true)
    setFailed(false)
    const response = await fetch(`${serverURL}${routes.api}/webhook-endpoints/${id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rotateSecret: true }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as {
      doc?: { signingSecret?: string; updatedAt?: string }
    } | null
    setPending(false)
    if (!response?.ok || !body?.doc?.signingSecret) return setFailed(true)
    const { signingSecret, ...saved } = body.doc
    setSecret(signingSecret)
    // The open form is as recent as this save: the next save is not taken for someone else's.
    setData(saved)
  }

  return (
    <section className={panel.panel} aria-labelledby="signing-secret-heading">
      <h3 id="signing-secret-heading" className={panel.heading}>
        Signing secret
      </h3>
      {secret ? (
        <>
          <code className={styles.value}>{secret}</code>
          <p className={styles.note}>Copy it now: it is not shown again.</p>
        </>
      ) : (
        <p className={styles.note}>
          Shown once. A new secret replaces the old one at once: receivers must switch to it.
        </p>
      )}
      {failed && <p className={styles.error}>No new secret was made. Please try again.</p>}
      <Button size="small" margin={false} disabled={pending} onClick={() => void rotate()}>
        New signing secret
      </Button>
    </section>
  )
}
