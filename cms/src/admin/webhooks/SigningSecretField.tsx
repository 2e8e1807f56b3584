'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'

import { LocalTime } from '../LocalTime'
import panel from '../sidebarPanel.module.css'
import styles from './SigningSecretField.module.css'

interface SavedEndpoint {
  signingSecret?: string
  previousSecretExpiresAt?: string | null
  updatedAt?: string
}

/**
 * The endpoint's signing secret, shown once: the server never reads it back, so this asks it for a
 * new one (`rotateSecret`) and shows the answer until the page is left. The secret it replaces
 * keeps signing until the overlap ends, which an admin may end at once (`endSecretOverlap`).
 */
export const SigningSecretField: UIFieldClientComponent = () => {
  const { id, data, setData } = useDocumentInfo()
  const { serverURL, routes } = useConfig().config
  const [secret, setSecret] = useState<string | null>(null)
  const [overlapUntil, setOverlapUntil] = useState<string | null>(
    typeof data?.previousSecretExpiresAt === 'string' ? data.previousSecretExpiresAt : null,
  )
  const [failed, setFailed] = useState(false)
  const [pending, setPending] = useState(false)
  if (id === undefined)
    return <p className={styles.note}>The signing secret is made when the endpoint is saved.</p>

  const save = async (change: { rotateSecret: true } | { endSecretOverlap: true }) => {
    setPending(true)
    setFailed(false)
    const response = await fetch(`${serverURL}${routes.api}/webhook-endpoints/${id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(change),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { doc?: SavedEndpoint } | null
    setPending(false)
    if (!response?.ok || !body?.doc) return setFailed(true)
    const { signingSecret, ...saved } = body.doc
    if ('rotateSecret' in change) {
      if (!signingSecret) return setFailed(true)
      setSecret(signingSecret)
    }
    setOverlapUntil(saved.previousSecretExpiresAt ?? null)
    // The open form is as recent as this save: the next save is not taken for someone else's.
    setData(saved)
  }
  const overlapping = overlapUntil !== null && Date.parse(overlapUntil) > Date.now()

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
          Shown once. After a new secret is made, the old one also signs every delivery for 24
          hours, so receivers can switch without missing any.
        </p>
      )}
      {overlapping && (
        <p className={styles.note}>
          The previous secret also signs until{' '}
          <LocalTime at={overlapUntil} pattern="d MMM, HH:mm" />.
        </p>
      )}
      {failed && <p className={styles.error}>Nothing was changed. Please try again.</p>}
      <Button
        size="small"
        margin={false}
        disabled={pending}
        onClick={() => void save({ rotateSecret: true })}
      >
        New signing secret
      </Button>
      {overlapping && (
        <Button
          size="small"
          margin={false}
          buttonStyle="secondary"
          disabled={pending}
          onClick={() => void save({ endSecretOverlap: true })}
        >
          Stop signing with the previous secret
        </Button>
      )}
    </section>
  )
}
