import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import {
  WEBHOOK_MESSAGE_TYPES,
  WEBHOOK_TEST_EVENT,
  webhookMessageSchemas,
  type WebhookMessageType,
} from '@blockwise/shared'

import { PUBLIC, jsonBody } from './responses'

/** The Standard Webhooks headers every delivery carries (docs/api.md#webhooks). */
const signatureHeaders = z.object({
  'webhook-id': z.string().meta({
    description:
      'The message id: the same on every retry of a delivery (drop duplicates by it), new for a ' +
      'test and for a replay an admin asked for',
    example: 'msg_0f8fad5b-d9cb-469f-a165-70867728950e',
  }),
  'webhook-timestamp': z.string().meta({
    description: 'Unix seconds of this attempt; refuse one more than five minutes away',
    example: '1796040000',
  }),
  'webhook-signature': z.string().meta({
    description:
      'Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per signing secret: ' +
      'two during the overlap window after the endpoint’s secret was rotated (the new secret ' +
      'first), else one. Accept the delivery if any of them verifies.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  }),
})

const acknowledged = {
  '2XX': { description: 'Received: any 2xx within 10 seconds ends the delivery' },
  default: {
    description:
      'Anything else (another status, a redirect, no answer within 10 seconds) is retried, 8 ' +
      'attempts in all, the first retry after 30 seconds and each later wait doubled',
  },
}

const OPERATIONS: Record<WebhookMessageType, { operationId: string; summary: string }> = {
  'article.published': { operationId: 'articlePublished', summary: 'An article was published' },
  'article.updated': { operationId: 'articleUpdated', summary: 'A live article was updated' },
  'article.unpublished': {
    operationId: 'articleUnpublished',
    summary: 'An article was unpublished',
  },
  'article.deleted': { operationId: 'articleDeleted', summary: 'A live article was deleted' },
  'newsletter.issue.sent': {
    operationId: 'newsletterIssueSent',
    summary: 'A newsletter issue was sent',
  },
  'webhook.test': { operationId: 'webhookTest', summary: 'A test an admin sent' },
}

/**
 * The OpenAPI 3.1 `webhooks` section: what Blockwise posts to a registered endpoint for each
 * event, with the bodies' shared schemas (the ones that build them) and the signature headers.
 */
export const webhookMessages: ZodOpenApiPathsObject = Object.fromEntries(
  WEBHOOK_MESSAGE_TYPES.map((type) => [
    type,
    {
      post: {
        ...OPERATIONS[type],
        tags: ['Webhooks'],
        description: `${
          type === WEBHOOK_TEST_EVENT
            ? 'Posted to one endpoint when an admin asks (POST /cms-api/webhook-endpoints/{id}/test), whatever it subscribes to'
            : `Posted to every enabled endpoint subscribed to \`${type}\``
        }, signed per Standard Webhooks with the endpoint’s signing secret(s).`,
        security: PUBLIC,
        requestParams: { header: signatureHeaders },
        requestBody: jsonBody(webhookMessageSchemas[type]),
        responses: acknowledged,
      },
    },
  ]),
)
