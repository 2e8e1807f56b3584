import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import {
  messageBodySchema,
  newsletterDigestSchema,
  newsletterIssueListSchema,
  newsletterSendStartedSchema,
  newsletterSubscriberCountsSchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
} from '@blockwise/shared'

import { BAD_BODY, EDITOR_ONLY, RATE_LIMITED, failure, json, jsonBody } from './responses'

/** The newsletter: readers subscribe and leave; editors preview, test and send the weekly digest. */
export const newsletterPaths: ZodOpenApiPathsObject = {
  '/api/newsletter/subscribe': {
    post: {
      summary:
        'Subscribe to the weekly newsletter (the same answer whether or not already subscribed); a confirmation mail follows',
      requestBody: jsonBody(newsletterSubscriptionSchema),
      responses: {
        '200': json('Subscribed', messageBodySchema),
        '400': failure('A docs/product.md#validation rule failed, e.g. "Both fields are required"'),
        ...BAD_BODY,
        ...RATE_LIMITED,
      },
    },
  },
  '/api/newsletter/confirm': {
    post: {
      summary: 'Double opt-in: the token from the confirmation mail activates the subscription',
      requestBody: jsonBody(newsletterTokenSchema),
      responses: {
        '200': json('Confirmed', messageBodySchema),
        '400': failure('The link is invalid or expired'),
        ...BAD_BODY,
      },
    },
  },
  '/api/newsletter/unsubscribe': {
    get: {
      summary: 'The one-click link opened in a browser: redirects to the site’s unsubscribe page',
      requestParams: { query: newsletterTokenSchema },
      responses: { '303': { description: 'To /newsletter/unsubscribe?token=…, which asks first' } },
    },
    post: {
      summary:
        'RFC 8058 one-click unsubscribe: deletes the subscriber’s name and email (no login; the signed token is the authority)',
      requestParams: { query: newsletterTokenSchema },
      responses: {
        '200': json('Unsubscribed', messageBodySchema),
        '400': failure('The link is invalid or expired'),
      },
    },
  },
  '/api/newsletter/digest/preview': {
    get: {
      summary: 'The digest as it would go out now, and whom it would reach (editors and admins)',
      responses: { '200': json('The digest', newsletterDigestSchema), ...EDITOR_ONLY },
    },
  },
  '/api/newsletter/digest/test': {
    post: {
      summary:
        'Mail the current digest, marked as a test, to the editor asking (editors and admins)',
      responses: { '200': json('Sent to the caller', messageBodySchema), ...EDITOR_ONLY },
    },
  },
  '/api/newsletter/digest/send': {
    post: {
      summary: 'Send this week’s issue now instead of at the scheduled hour (editors and admins)',
      responses: {
        '202': json('Queued for the send job', newsletterSendStartedSchema),
        '409': failure('This week’s issue is already being sent'),
        ...EDITOR_ONLY,
      },
    },
  },
  '/api/newsletter/issues': {
    get: {
      summary: 'Past digests with their send counts, newest first (editors and admins)',
      responses: { '200': json('The issues', newsletterIssueListSchema), ...EDITOR_ONLY },
    },
  },
  '/api/newsletter/subscribers/counts': {
    get: {
      summary:
        'How many subscribers are active and how many await confirmation (editors and admins)',
      responses: { '200': json('The counts', newsletterSubscriberCountsSchema), ...EDITOR_ONLY },
    },
  },
  '/api/newsletter/subscribers.csv': {
    get: {
      summary:
        'Every subscriber as CSV: name, email, status, created, confirmed (editors and admins)',
      responses: {
        '200': {
          description: 'The CSV file, as an attachment',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...EDITOR_ONLY,
      },
    },
  },
}
