export { BlockwiseClient } from './client.js'
export type { BlockwiseClientOptions, Api } from './transport.js'
export type { BlockwiseAuth } from './auth.js'
export { API_VERSION, API_VERSION_HEADER } from './apiVersion.js'
export { PagedList, type Page } from './paging.js'
export {
  AuthenticationError,
  BadRequestError,
  BlockwiseApiError,
  BlockwiseNetworkError,
  ConflictError,
  GoneError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
} from './errors.js'
export { WebhookVerificationError, verifyWebhook, type WebhookDelivery } from './webhooks.js'
export type * from './types.js'
export type { components, paths, webhooks } from './schema.js'
export type { Articles } from './resources/articles.js'
export type { Authors } from './resources/authors.js'
export type { Changes } from './resources/changes.js'
export type { Glossary } from './resources/glossary.js'
export type { LearningPaths } from './resources/learningPaths.js'
export type { Newsletter } from './resources/newsletter.js'
export type { Tags } from './resources/tags.js'
