import { z } from 'zod'

import { NEWSLETTER_FIELD_MAX_LENGTH } from '../constants'
import { hasControlCharacters } from '../text'

export const NEWSLETTER_FIELDS_REQUIRED = 'Both fields are required'
export const NEWSLETTER_FIELDS_TOO_LONG = 'Name and email must be 40 characters or less'
export const NEWSLETTER_EMAIL_INVALID = 'Please enter a valid email address'
export const NEWSLETTER_FIELDS_CONTROL_CHARACTERS =
  'Name and email must not contain control characters'
export const NEWSLETTER_SUBSCRIBED = 'Successfully subscribed to newsletter'

const trimmedField = z
  .string({ error: NEWSLETTER_FIELDS_REQUIRED })
  .trim()
  .min(1, NEWSLETTER_FIELDS_REQUIRED)
  .max(NEWSLETTER_FIELD_MAX_LENGTH, NEWSLETTER_FIELDS_TOO_LONG)
  .refine((value) => !hasControlCharacters(value), NEWSLETTER_FIELDS_CONTROL_CHARACTERS)

/**
 * A subscription request (SPEC §5): both fields trimmed, required, ≤ 40 characters, a valid email.
 * `website` is the form's honeypot: people leave it empty, form-filling bots do not.
 */
export const newsletterSubscriptionSchema = z
  .object({
    name: trimmedField,
    email: trimmedField
      .pipe(z.email(NEWSLETTER_EMAIL_INVALID))
      .transform((email) => email.toLowerCase()),
    website: z.string().max(200).optional(),
  })
  .meta({ id: 'NewsletterSubscription' })

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>

/** How subscriptions are keyed: one row per address whatever its case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed'
export const NEWSLETTER_LINK_INVALID = 'This link is invalid or has expired'
export const NEWSLETTER_UNSUBSCRIBED = 'You have been unsubscribed'

/** The signed token from a confirmation or unsubscribe link. */
export const newsletterTokenSchema = z
  .object({
    token: z.string({ error: NEWSLETTER_LINK_INVALID }).min(1, NEWSLETTER_LINK_INVALID).max(500),
  })
  .meta({ id: 'NewsletterToken' })

export const newsletterSubscriberStatusSchema = z.enum(['pending', 'active'])
export type NewsletterSubscriberStatus = z.infer<typeof newsletterSubscriberStatusSchema>

/** A sent (or sending) weekly digest, as editors see it. */
export const newsletterIssueSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    week: z.string().meta({ description: 'ISO week, e.g. 2026-W47' }),
    status: z.enum(['sending', 'sent']),
    recipients: z.number().int(),
    sent: z.number().int(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'NewsletterIssue' })
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>

export const newsletterIssueListSchema = z.array(newsletterIssueSchema)

/** The digest as it would go out now (preview for editors). */
export const newsletterDigestSchema = z
  .object({
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    articleCount: z.number().int(),
  })
  .meta({ id: 'NewsletterDigest' })
export type NewsletterDigest = z.infer<typeof newsletterDigestSchema>
