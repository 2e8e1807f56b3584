export { BlockwiseClient } from './client'
export type { ArchiveQuery, ArticlePage, BlockwiseClientOptions, SearchPage } from './client'
export type { BlockwiseAuth } from './auth'
export { BlockwiseApiError } from './errors'
export {
  WEBHOOK_EVENTS,
  WebhookVerificationError,
  verifyWebhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookEventType,
} from './webhooks'
export type * from './types'
export type { components, paths } from './schema'
