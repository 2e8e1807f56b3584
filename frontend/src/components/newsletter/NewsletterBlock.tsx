'use client'

import { useState, type FormEvent } from 'react'

import {
  NEWSLETTER_FIELDS_REQUIRED,
  NEWSLETTER_FIELDS_TOO_LONG,
  NEWSLETTER_FIELD_MAX_LENGTH,
  NEWSLETTER_SUBSCRIBED,
} from '@blockwise/shared'

import { toast } from '@/components/toast/toastStore'

import { errorText } from './errorText'
import styles from './NewsletterBlock.module.css'

/** People never see this field; form-filling bots fill it, and the CMS then quietly does nothing. */
const HONEYPOT_FIELD = 'website'

/** SPEC §2/§4/§5/§8: the weekly newsletter sign-up with its checks, states and toasts. */
export function NewsletterBlock() {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [submitting, setSubmitting] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = { name: name.trim(), email: email.trim() }
    const website = new FormData(event.currentTarget).get(HONEYPOT_FIELD)
    if (!values.name || !values.email) {
      toast({ title: 'Error', description: NEWSLETTER_FIELDS_REQUIRED, variant: 'destructive' })
      return
    }
    if (
      values.name.length > NEWSLETTER_FIELD_MAX_LENGTH ||
      values.email.length > NEWSLETTER_FIELD_MAX_LENGTH
    ) {
      toast({ title: 'Error', description: NEWSLETTER_FIELDS_TOO_LONG, variant: 'destructive' })
      return
    }
    setSubmitting(true)
    try {
      const response = await fetch('/api/newsletter/subscribe', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, website: typeof website === 'string' ? website : '' }),
      })
      if (response.ok) {
        toast({ title: 'Success!', description: NEWSLETTER_SUBSCRIBED })
        setName('')
        setEmail('')
      } else {
        toast({
          title: 'Error',
          description: await errorText(response, 'Failed to subscribe'),
          variant: 'destructive',
        })
      }
    } catch {
      toast({ description: 'Unable to subscribe. Please try again.', variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <section className={styles.block} aria-labelledby="newsletter-heading">
      <div className={styles.copy}>
        <h2 id="newsletter-heading" className={styles.heading}>
          One box of crypto knowledge, every week
        </h2>
        <p className={styles.text}>
          The Blockwise newsletter: a short, plain-English lesson and the week&apos;s stories that
          matter. Free, no hype, unsubscribe at any time.
        </p>
      </div>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.field}>
          <span className={styles.label}>Name</span>
          <input
            name="name"
            autoComplete="given-name"
            maxLength={NEWSLETTER_FIELD_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={styles.input}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Email</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={NEWSLETTER_FIELD_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={styles.input}
          />
        </label>
        <div className="visually-hidden" aria-hidden="true">
          <label>
            Website
            <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className={styles.button} disabled={submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
    </section>
  )
}
