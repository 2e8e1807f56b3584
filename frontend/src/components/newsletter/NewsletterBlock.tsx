'use client'

import { useState, type FormEvent } from 'react'

import {
  EMAIL_MAX_LENGTH,
  NEWSLETTER_CONFIRMATION_EMAILED,
  NEWSLETTER_FIELDS_REQUIRED,
  NEWSLETTER_FIELDS_TOO_LONG,
  NEWSLETTER_FIELD_MAX_LENGTH,
  NEWSLETTER_SUBSCRIBED,
} from '@blockwise/shared'

import { toast } from '@/components/toast/toastStore'

import { SUBSCRIBE_ENDPOINT } from './endpoints'
import { errorText } from './errorText'
import styles from './NewsletterBlock.module.css'
import type { SubscribeFailure } from './subscribeResult'

/** People never see this field; form-filling bots fill it, and the CMS then quietly does nothing. */
const HONEYPOT_FIELD = 'website'
const ENTRY_FIELDS = ['name', 'email'] as const

function fieldText(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The weekly newsletter sign-up with its checks, states and toasts. It is a plain form that posts
 * to the site without the script; with it, the form sends to the API and answers with toasts.
 * `refill` is the previous, refused attempt of a reader without the script.
 */
export function NewsletterBlock({ refill }: { refill?: SubscribeFailure }) {
  const [submitting, setSubmitting] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = { name: fieldText(data, 'name').trim(), email: fieldText(data, 'email').trim() }
    if (!values.name || !values.email) {
      toast({ title: 'Error', description: NEWSLETTER_FIELDS_REQUIRED, variant: 'destructive' })
      return
    }
    if (values.name.length > NEWSLETTER_FIELD_MAX_LENGTH) {
      toast({ title: 'Error', description: NEWSLETTER_FIELDS_TOO_LONG, variant: 'destructive' })
      return
    }
    setSubmitting(true)
    try {
      const response = await fetch('/api/newsletter/subscribe', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, website: fieldText(data, HONEYPOT_FIELD) }),
      })
      if (response.ok) {
        toast({
          title: 'Success!',
          description: NEWSLETTER_SUBSCRIBED,
          detail: NEWSLETTER_CONFIRMATION_EMAILED,
        })
        for (const field of ENTRY_FIELDS) {
          const input = form.elements.namedItem(field)
          if (input instanceof HTMLInputElement) input.value = ''
        }
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
      {/* Uncontrolled, so what a reader typed before the script arrived is what gets sent. */}
      <form
        className={styles.form}
        method="post"
        action={SUBSCRIBE_ENDPOINT}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <label className={styles.field}>
          <span className={styles.label}>Name</span>
          <input
            name="name"
            autoComplete="given-name"
            maxLength={NEWSLETTER_FIELD_MAX_LENGTH}
            defaultValue={refill?.name}
            className={styles.input}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Email</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={refill?.email}
            className={styles.input}
          />
        </label>
        <div className="visually-hidden" aria-hidden="true">
          <label>
            Website
            <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        {refill && (
          <p role="alert" className={styles.error}>
            {refill.error}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
    </section>
  )
}
