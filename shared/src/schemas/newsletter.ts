import { z } from 'zod'

import { NEWSLETTER_FIELD_MAX_LENGTH } from '../constants'

export const NEWSLETTER_FIELDS_REQUIRED = 'Both fields are required'
export const NEWSLETTER_FIELDS_TOO_LONG = 'Name and email must be 40 characters or less'
export const NEWSLETTER_EMAIL_INVALID = 'Please enter a valid email address'
export const NEWSLETTER_SUBSCRIBED = 'Successfully subscribed to newsletter'

const trimmedField = z
  .string({ error: NEWSLETTER_FIELDS_REQUIRED })
  .trim()
  .min(1, NEWSLETTER_FIELDS_REQUIRED)
  .max(NEWSLETTER_FIELD_MAX_LENGTH, NEWSLETTER_FIELDS_TOO_LONG)

/** A subscription request (SPEC §5): both fields trimmed, required, ≤ 40 characters, a valid email. */
export const newsletterSubscriptionSchema = z
  .object({
    name: trimmedField,
    email: trimmedField
      .pipe(z.email(NEWSLETTER_EMAIL_INVALID))
      .transform((email) => email.toLowerCase()),
  })
  .meta({ id: 'NewsletterSubscription' })

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>

/** How subscriptions are keyed: one row per address whatever its case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
