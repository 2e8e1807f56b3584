import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import {
  messageBodySchema,
  newsletterDigestSchema,
  newsletterIssueListSchema,
  newsletterIssueProposedSchema,
  newsletterSendStartedSchema,
  newsletterSubscriberCountsSchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
} from '@blockwise/shared'

import {
  BAD_BODY,
  PUBLIC,
  RATE_LIMITED,
  SERVER_FAILURES,
  TOO_LARGE,
  editorCall,
  failure,
  json,
  jsonBody,
} from './responses'

const tags = ['Newsletter']

const SUBSCRIBER_READERS =
  'Editors, admins and integration keys with the `subscribers:read` scope; not editorial keys.'

/** The subscribers' calls refuse every key but a subscribers:read one, editorial keys included. */
const NOT_A_SUBSCRIBER_READER = {
  '403': failure(
    'Credentials without the editor or admin role, or an integration key without the subscribers:read scope',
  ),
}

/** An unsubscribe link: its token, and the issue whose mail it came in. */
const unsubscribeLinkQuery = newsletterTokenSchema.extend({
  issue: z.uuid().optional().meta({
    description:
      'The issue whose mail held the link: the unsubscribe is counted against it (the token alone decides whom it unsubscribes)',
  }),
})

const issueQuery = z.uuid().meta({ description: 'The newsletter issue' })
const signatureQuery = z.string().meta({ description: 'The server’s signature of the link' })

/** The newsletter: readers subscribe and leave; editors preview, test and send the weekly digest. */
export const newsletterPaths: ZodOpenApiPathsObject = {
  '/api/newsletter/subscribe': {
    post: {
      operationId: 'subscribeToNewsletter',
      tags,
      summary: 'Subscribe to the weekly newsletter',
      description:
        'The same answer whether or not the address is already subscribed; a confirmation mail ' +
        'follows. Limited per client and per address. `website` is the site form’s honeypot, a ' +
        'field people never see: leave it out or empty. A body that fills it gets the same 200 ' +
        'and nothing is stored or mailed.',
      security: PUBLIC,
      requestBody: jsonBody(newsletterSubscriptionSchema),
      responses: {
        '200': json('Subscribed', messageBodySchema),
        '400': failure('A docs/product.md#validation rule failed, e.g. "Both fields are required"'),
        ...BAD_BODY,
        ...RATE_LIMITED,
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/newsletter/confirm': {
    post: {
      operationId: 'confirmNewsletterSubscription',
      tags,
      summary: 'Confirm a subscription',
      description:
        'Double opt-in: the token from the confirmation mail activates the subscription.',
      security: PUBLIC,
      requestBody: jsonBody(newsletterTokenSchema),
      responses: {
        '200': json('Confirmed', messageBodySchema),
        '400': failure('The link is invalid or expired, or the body is not JSON'),
        ...BAD_BODY,
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/newsletter/unsubscribe': {
    get: {
      operationId: 'openUnsubscribeLink',
      tags,
      summary: 'The one-click link opened in a browser',
      description: 'Redirects to the site’s unsubscribe page, which asks before acting.',
      security: PUBLIC,
      requestParams: { query: unsubscribeLinkQuery },
      responses: {
        '303': {
          description: 'To /newsletter/unsubscribe?token=…(&issue=…)',
          headers: z.object({ location: z.string().meta({ description: 'The site’s page' }) }),
        },
      },
    },
    post: {
      operationId: 'unsubscribeFromNewsletter',
      tags,
      summary: 'One-click unsubscribe (RFC 8058)',
      description:
        'Deletes the subscriber’s name and email. No login: the signed token is the authority.',
      security: PUBLIC,
      requestParams: { query: unsubscribeLinkQuery },
      responses: {
        '200': json('Unsubscribed', messageBodySchema),
        '400': failure('The link is invalid or expired'),
        ...TOO_LARGE,
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/newsletter/click': {
    get: {
      operationId: 'followNewsletterLink',
      tags,
      summary: 'A tracked link of a newsletter mail',
      description:
        'Counts a click for the issue (not for bots and mail scanners, which follow every link) and redirects to the link. Only links the server signed for that issue redirect: anything else is refused, never forwarded. No cookie is set and nothing about the subscriber is stored.',
      security: PUBLIC,
      requestParams: {
        query: z.object({
          i: issueQuery,
          u: z.url().meta({ description: 'The http(s) link, as the mail had it' }),
          s: signatureQuery,
        }),
      },
      responses: {
        '302': {
          description: 'To the link (no-store, no referrer)',
          headers: z.object({ location: z.string().meta({ description: 'The link' }) }),
        },
        '400': failure(
          'The issue id is malformed, the link is not http(s), or the signature is missing or wrong',
        ),
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/newsletter/open': {
    get: {
      operationId: 'loadNewsletterOpenPixel',
      tags,
      summary: 'The open pixel of a newsletter mail',
      description:
        'A transparent 1×1 GIF (no-store). It counts an open only for an issue sent while the site setting “Count newsletter opens” was on; mails sent with it off carry no pixel.',
      security: PUBLIC,
      requestParams: { query: z.object({ i: issueQuery, s: signatureQuery }) },
      responses: {
        '200': {
          description: 'The 43-byte transparent GIF',
          content: { 'image/gif': { schema: z.string().meta({ format: 'binary' }) } },
        },
        '400': failure('The issue id is malformed, or the signature is missing or wrong'),
        ...SERVER_FAILURES,
      },
    },
  },
  '/api/newsletter/digest/preview': {
    get: editorCall({
      operationId: 'previewDigest',
      tags,
      summary: 'This week’s digest as it stands',
      description:
        'Its issue as curated (or the proposal before there is one), its articles and whom a send now would reach (editors and admins).',
      responses: { '200': json('The digest', newsletterDigestSchema) },
    }),
  },
  '/api/newsletter/digest/propose': {
    post: editorCall({
      operationId: 'proposeDigest',
      tags,
      summary: 'Propose this week’s issue now',
      description:
        'Instead of a day before its send time: the week’s issue as the selection rule makes it, a draft for editors to curate and approve; this week’s issue as it stands when it has one (editors and admins).',
      responses: {
        '200': json('This week’s issue', newsletterIssueProposedSchema),
        '422': failure('Nothing was published this week: there is no digest to propose'),
        ...TOO_LARGE,
      },
    }),
  },
  '/api/newsletter/digest/test': {
    post: editorCall({
      operationId: 'sendTestDigest',
      tags,
      summary: 'Mail a test of the digest to the caller',
      description:
        'Mails this week’s digest as it stands, marked as a test, to the editor asking (editors and admins).',
      responses: { '200': json('Sent to the caller', messageBodySchema), ...TOO_LARGE },
    }),
  },
  '/api/newsletter/digest/send': {
    post: editorCall({
      operationId: 'sendDigest',
      tags,
      summary: 'Send this week’s issue now',
      description:
        'The issue as editors curated and approved it, instead of at the scheduled hour, retrying readers whose mail was refused (editors and admins). A week without an issue yet gets its proposal, which waits for approval.',
      responses: {
        '202': json('Queued for the send job', newsletterSendStartedSchema),
        '409': failure('This week’s issue is already being sent'),
        '422': failure(
          'Nothing was published this week (no issue), or its issue is waiting for an editor’s approval',
        ),
        ...TOO_LARGE,
      },
    }),
  },
  '/api/newsletter/issues': {
    get: editorCall({
      operationId: 'listNewsletterIssues',
      tags,
      summary: 'The weekly issues with their state and send counts',
      description: 'Newest first (editors and admins).',
      responses: { '200': json('The issues', newsletterIssueListSchema) },
    }),
  },
  '/api/newsletter/subscribers/counts': {
    get: editorCall({
      operationId: 'countNewsletterSubscribers',
      tags,
      summary: 'How many subscribers there are',
      description: `Active ones and those awaiting confirmation. ${SUBSCRIBER_READERS}`,
      responses: {
        '200': json('The counts', newsletterSubscriberCountsSchema),
        ...NOT_A_SUBSCRIBER_READER,
      },
    }),
  },
  '/api/newsletter/subscribers.csv': {
    get: editorCall({
      operationId: 'exportNewsletterSubscribers',
      tags,
      summary: 'Every subscriber as CSV',
      description: `Name, email, status, created, confirmed; an attachment. ${SUBSCRIBER_READERS}`,
      responses: {
        ...NOT_A_SUBSCRIBER_READER,
        '200': {
          description: 'The CSV file, as an attachment',
          content: { 'text/csv': { schema: z.string() } },
        },
      },
    }),
  },
}
