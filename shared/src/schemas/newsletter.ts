import '../zodInBrowsers'
import { z } from 'zod'

import { dateTimeString } from './dateTime'

import { ARTICLE_TYPES, EMAIL_MAX_LENGTH, NEWSLETTER_FIELD_MAX_LENGTH } from '../constants'
import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_FIELDS_CONTROL_CHARACTERS,
  NEWSLETTER_FIELDS_REQUIRED,
  NEWSLETTER_FIELDS_TOO_LONG,
  NEWSLETTER_LINK_INVALID,
} from '../newsletterTexts'
import { hasControlCharacters } from '../text'

import { messageBodySchema } from './contract'

const trimmedField = (maxLength: number, tooLong: string) =>
  z
    .string({ error: NEWSLETTER_FIELDS_REQUIRED })
    .trim()
    .min(1, NEWSLETTER_FIELDS_REQUIRED)
    .max(maxLength, tooLong)
    .refine((value) => !hasControlCharacters(value), NEWSLETTER_FIELDS_CONTROL_CHARACTERS)

/**
 * A subscription request (docs/product.md#validation): both fields trimmed and required, the name
 * ≤ 40 characters, the email a valid address of ≤ 254 (a longer one is not a valid address).
 * `website` is the form's honeypot: people leave it empty, form-filling bots do not.
 */
export const newsletterSubscriptionSchema = z
  .object({
    name: trimmedField(NEWSLETTER_FIELD_MAX_LENGTH, NEWSLETTER_FIELDS_TOO_LONG),
    email: trimmedField(EMAIL_MAX_LENGTH, NEWSLETTER_EMAIL_INVALID)
      .pipe(z.email(NEWSLETTER_EMAIL_INVALID))
      .transform((email) => email.toLowerCase()),
    website: z.string().max(200).optional().meta({
      description:
        'The site form’s honeypot, a field people never see: leave it out or empty. A filled one gets the same success answer, and nothing is stored or mailed.',
    }),
  })
  .meta({ id: 'NewsletterSubscription' })

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>

/** How subscriptions are keyed: one row per address whatever its case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** The signed token from a confirmation or unsubscribe link. */
export const newsletterTokenSchema = z
  .object({
    token: z.string({ error: NEWSLETTER_LINK_INVALID }).min(1, NEWSLETTER_LINK_INVALID).max(500),
  })
  .meta({ id: 'NewsletterToken' })

export const newsletterSubscriberStatusSchema = z.enum(['pending', 'active'])
export type NewsletterSubscriberStatus = z.infer<typeof newsletterSubscriberStatusSchema>

/**
 * A weekly issue's state: proposed and waiting for an editor's approval ('draft'), approved (it
 * goes at the scheduled hour), being sent, sent.
 */
export const newsletterIssueStatusSchema = z.enum(['draft', 'approved', 'sending', 'sent'])
export type NewsletterIssueStatus = z.infer<typeof newsletterIssueStatusSchema>

/** A weekly digest, as editors see it, with its deliveries counted. */
export const newsletterIssueSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    week: z.string().meta({ description: 'ISO week, e.g. 2026-W47' }),
    status: newsletterIssueStatusSchema,
    recipients: z.number().int().meta({ description: 'Active subscribers it is addressed to' }),
    sent: z.number().int().meta({ description: 'Mails the mail server accepted' }),
    failed: z.number().int().meta({ description: 'Mails the mail server refused' }),
    pending: z.number().int().meta({ description: 'Recipients with no outcome yet' }),
    createdAt: dateTimeString(),
    sentAt: dateTimeString().nullable(),
  })
  .meta({ id: 'NewsletterIssue' })
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>

export const newsletterIssueListSchema = z.array(newsletterIssueSchema)

/** One article of a digest, as the preview lists it. */
export const newsletterDigestArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  articleType: z.enum(ARTICLE_TYPES),
  url: z.string(),
})
export type NewsletterDigestArticle = z.infer<typeof newsletterDigestArticleSchema>

/** This week's digest as it stands (preview for editors): its issue as curated, or the proposal. */
export const newsletterDigestSchema = z
  .object({
    issue: z
      .object({ id: z.string(), status: newsletterIssueStatusSchema })
      .nullable()
      .meta({ description: 'This week’s issue; null while none has been proposed yet' }),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    articleCount: z.number().int(),
    articles: z.array(newsletterDigestArticleSchema),
    week: z.string().meta({ description: 'The ISO week a send now would be the issue of' }),
    recipients: z.number().int().meta({
      description:
        'Active subscribers a send now would mail: those this week’s issue has not reached',
    }),
  })
  .meta({ id: 'NewsletterDigest' })
export type NewsletterDigest = z.infer<typeof newsletterDigestSchema>

/** How many subscribers there are in each state. */
export const newsletterSubscriberCountsSchema = z
  .object({ active: z.number().int(), pending: z.number().int() })
  .meta({ id: 'NewsletterSubscriberCounts' })
export type NewsletterSubscriberCounts = z.infer<typeof newsletterSubscriberCountsSchema>

/** The answer to "propose this week's issue now": the issue editors curate and approve. */
export const newsletterIssueProposedSchema = z
  .object({
    id: z.string(),
    week: z.string().meta({ description: 'ISO week, e.g. 2026-W47' }),
    status: newsletterIssueStatusSchema,
  })
  .meta({ id: 'NewsletterIssueProposed' })
export type NewsletterIssueProposed = z.infer<typeof newsletterIssueProposedSchema>

/** The answer to "send this week's issue now" (202): the issue is queued for the send job. */
export const newsletterSendStartedSchema = messageBodySchema
  .extend({ week: z.string().meta({ description: 'The ISO week of the issue being sent' }) })
  .meta({ id: 'NewsletterSendStarted' })
export type NewsletterSendStarted = z.infer<typeof newsletterSendStartedSchema>
