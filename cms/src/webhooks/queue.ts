/** The jobs queue of webhook deliveries: one job per endpoint and event, retried with backoff. */
export const WEBHOOKS_QUEUE = 'webhooks'
export const DELIVER_WEBHOOK_TASK = 'deliverWebhook'

/** Attempts per delivery: with the default 30 s first wait, the last comes about an hour later. */
export const WEBHOOK_MAX_ATTEMPTS = 8
