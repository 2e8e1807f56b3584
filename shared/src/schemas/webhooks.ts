import '../zodInBrowsers'
import { z } from 'zod'

import { articleTypeSchema } from './article'
import { dateTimeString } from './dateTime'

/** What an endpoint can subscribe to (docs/api.md#webhooks). */
export const WEBHOOK_EVENTS = [
  'article.published',
  'article.updated',
  'article.unpublished',
  'article.deleted',
  'newsletter.issue.sent',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]

/** Sent to one endpoint when an admin asks, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

/** Every `type` a delivery's body can carry. */
export const WEBHOOK_MESSAGE_TYPES = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const
export type WebhookMessageType = (typeof WEBHOOK_MESSAGE_TYPES)[number]

const articleWebhookDataSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    type: articleTypeSchema,
    title: z.string(),
    excerpt: z.string(),
    url: z.string().meta({ description: 'The article on the site', format: 'uri' }),
    publishedAt: dateTimeString().nullable(),
    updatedAt: dateTimeString(),
  })
  .meta({ id: 'ArticleWebhookData', description: 'The article as readers see it' })

const newsletterIssueSentDataSchema = z
  .object({
    id: z.string(),
    week: z.string().meta({ description: 'ISO week, e.g. 2026-W47' }),
    subject: z.string(),
    recipients: z.number().int().meta({ description: 'Active subscribers it was addressed to' }),
    sent: z.number().int().meta({ description: 'Mails the mail server accepted' }),
    sentAt: dateTimeString().nullable(),
  })
  .meta({ id: 'NewsletterIssueSentWebhookData' })

const webhookTestDataSchema = z
  .object({
    endpointId: z.string().meta({ description: 'The endpoint the test was sent to' }),
    message: z.string(),
  })
  .meta({ id: 'TestWebhookData' })

/** A delivery's body, as Standard Webhooks suggests: what happened, when, to what. */
function messageSchema<T extends WebhookMessageType, D extends z.ZodType>(
  type: T,
  data: D,
  id: string,
  description: string,
) {
  return z
    .object({
      type: z.literal(type),
      timestamp: dateTimeString().meta({ description: 'When the event happened' }),
      data,
    })
    .meta({ id, description })
}

export const webhookMessageSchemas = {
  'article.published': messageSchema(
    'article.published',
    articleWebhookDataSchema,
    'ArticlePublishedWebhook',
    'An article became visible to readers: its first publish, or a publish after an unpublish',
  ),
  'article.updated': messageSchema(
    'article.updated',
    articleWebhookDataSchema,
    'ArticleUpdatedWebhook',
    'A live article was published again with changes',
  ),
  'article.unpublished': messageSchema(
    'article.unpublished',
    articleWebhookDataSchema,
    'ArticleUnpublishedWebhook',
    'A live article stopped being visible to readers',
  ),
  'article.deleted': messageSchema(
    'article.deleted',
    articleWebhookDataSchema,
    'ArticleDeletedWebhook',
    'A live article was deleted',
  ),
  'newsletter.issue.sent': messageSchema(
    'newsletter.issue.sent',
    newsletterIssueSentDataSchema,
    'NewsletterIssueSentWebhook',
    'A send of the weekly newsletter issue completed',
  ),
  [WEBHOOK_TEST_EVENT]: messageSchema(
    WEBHOOK_TEST_EVENT,
    webhookTestDataSchema,
    'TestWebhook',
    'A test an admin sent to this endpoint; nothing happened to any content',
  ),
} satisfies Record<WebhookMessageType, z.ZodType>

export const webhookMessageSchema = z.discriminatedUnion('type', [
  webhookMessageSchemas['article.published'],
  webhookMessageSchemas['article.updated'],
  webhookMessageSchemas['article.unpublished'],
  webhookMessageSchemas['article.deleted'],
  webhookMessageSchemas['newsletter.issue.sent'],
  webhookMessageSchemas[WEBHOOK_TEST_EVENT],
])
export type WebhookMessage = z.infer<typeof webhookMessageSchema>

/** The `data` of a message of type `T`. */
export type WebhookData<T extends WebhookMessageType> = Extract<WebhookMessage, { type: T }>['data']

/**
 * The body of a delivery of `type`, checked against its schema: what is posted is exactly what
 * the OpenAPI document's `webhooks` section describes.
 */
export function webhookBody<T extends WebhookMessageType>(
  type: T,
  data: WebhookData<T>,
  at: Date,
): string {
  return JSON.stringify(webhookMessageSchema.parse({ type, timestamp: at.toISOString(), data }))
}
