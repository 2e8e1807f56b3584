import { z } from 'zod'
import type {
  ZodOpenApiComponentsObject,
  ZodOpenApiOperationObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi'

import { errorBodySchema } from '@blockwise/shared'

/** The building blocks every path of the OpenAPI document shares. */

export const json = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({
  description,
  content: { 'application/json': { schema } },
})

export const failure = (description: string) => json(description, errorBodySchema)

/** The caller's own answer (a report, an overview for the admin): never kept by a cache. */
export const privateAnswer = (
  description: string,
  schema: z.ZodType,
): ZodOpenApiResponseObject => ({
  ...json(description, schema),
  headers: z.object({
    'cache-control': z.string().meta({ description: 'Always `private, no-store`' }),
  }),
})

export const jsonBody = (schema: z.ZodType) => ({
  required: true,
  content: { 'application/json': { schema } },
})

export const slugPath = z.object({
  slug: z.string().meta({ description: 'The article slug', example: 'what-is-defi' }),
})

export const idPath = z.object({ id: z.string().uuid().meta({ description: 'The document id' }) })

export const retryAfter = (description: string) =>
  z.object({ 'retry-after': z.string().meta({ description }) })

/** Sent with every 401 (RFC 9110 §11.6.1): the schemes a caller may authenticate with. */
const WWW_AUTHENTICATE = 'JWT realm="blockwise", integrations API-Key realm="blockwise"'

export const securitySchemes: ZodOpenApiComponentsObject['securitySchemes'] = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'payload-token',
    description: 'The session cookie the admin sets when an editor or admin logs in',
  },
  sessionHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      '`JWT <token>` or `Bearer <token>`, with the token POST /cms-api/users/login answers',
  },
  integrationKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`integrations API-Key <key>`: an integration key an admin created',
  },
}

/** Reader calls need no credentials (a session only adds the caller's drafts where it says so). */
export const PUBLIC: Array<Record<string, string[]>> = []

/** Editors-only calls: an editor's or admin's session, or an editorial-scope integration key. */
const EDITORS: Array<Record<string, string[]>> = [
  { sessionCookie: [] },
  { sessionHeader: [] },
  { integrationKey: [] },
]

export const EDITOR_ONLY: ZodOpenApiResponsesObject = {
  '401': {
    ...failure('No credentials, or invalid or expired ones'),
    headers: z.object({
      'www-authenticate': z.string().meta({ example: WWW_AUTHENTICATE }),
    }),
  },
  '403': failure(
    'Credentials without the editor or admin role, or an integration key without the editorial scope',
  ),
}

/** An editors-only operation: its credentials, their refusals and the server's failures. */
export function editorCall(operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  return {
    ...operation,
    security: EDITORS,
    responses: { ...EDITOR_ONLY, ...SERVER_FAILURES, ...operation.responses },
  }
}

/**
 * What any call of the contract may answer when something fails on the server's side: 500, or
 * 503 while the database is away (answerable again after Retry-After).
 */
export const SERVER_FAILURES: ZodOpenApiResponsesObject = {
  '500': failure('An unexpected failure (no details are given)'),
  '503': {
    ...failure('The database is unavailable for a moment; see Retry-After'),
    headers: retryAfter('Seconds to wait'),
  },
}

/** A 503 with a reason of the call's own besides the database's absence. */
export function unavailable(reason: string): ZodOpenApiResponsesObject {
  return {
    '503': {
      ...failure(`${reason}; or the database is unavailable for a moment`),
      headers: retryAfter('Seconds to wait, when known').partial(),
    },
  }
}

/** Any write: its body is bounded (16 KB for readers' calls, 64 KB for editors'). */
export const TOO_LARGE: ZodOpenApiResponsesObject = {
  '413': failure('The body is too large'),
}

/** A call with a JSON body: too big, not JSON, or of another type. */
export const BAD_BODY: ZodOpenApiResponsesObject = {
  ...TOO_LARGE,
  '415': failure('The body is not sent as application/json'),
}

/** A structured-field list of named budgets, each with `parameters` (a pattern's source). */
const structuredList = (parameters: string) => {
  const item = `"[a-z-]+"${parameters}`
  return new RegExp(`^${item}(, ${item})*$`)
}

/**
 * The fields of draft-ietf-httpapi-ratelimit-headers (docs/api.md#rate-limits), each a component
 * of the document that every answer able to carry it references.
 */
export const RATE_LIMIT_HEADERS = z.object({
  'ratelimit-policy': z
    .string()
    .regex(structuredList(';q=\\d+;w=\\d+'))
    .optional()
    .meta({
      example: '"integration-key";q=600;w=60',
      header: {
        id: 'RateLimit-Policy',
        description:
          'The budgets this call spent from, one item each: `"<name>";q=<requests>;w=<seconds>`. On every answer to a call made with an integration key, and on the calls with a budget per client (claps, views, subscribe, search, market); the same for every caller.',
      },
    }),
  ratelimit: z
    .string()
    .regex(structuredList(';r=\\d+;t=\\d+'))
    .optional()
    .meta({
      example: '"integration-key";r=598;t=41',
      header: {
        id: 'RateLimit',
        description:
          'What is left of each budget to this caller: `"<name>";r=<requests left>;t=<seconds until it is whole>`, the items of RateLimit-Policy. Never on an answer shared caches keep (an anonymous reader’s cacheable read), as it is the caller’s own.',
      },
    }),
})

export const RATE_LIMITED: ZodOpenApiResponsesObject = {
  '429': {
    ...failure('Too many requests from this client; see Retry-After'),
    headers: retryAfter('Seconds to wait'),
  },
}

/** The AI pipeline's refusals (see answerGenerationErrors). */
export const GENERATION_REFUSALS: ZodOpenApiResponsesObject = {
  '409': failure('A generation for this article is queued or running'),
  ...unavailable('Generation is not configured here (an AI key is missing)'),
}

/** The caching headers of a reader's answer that may be kept and revalidated. */
export const CACHE_HEADERS = z.object({
  'cache-control': z.string().meta({
    description:
      'Readers: `public, max-age=0, s-maxage=…` (revalidate with If-None-Match); editors: `private, no-store`',
  }),
  etag: z.string().meta({ description: 'The answer’s validator, for If-None-Match' }),
})

/** The 304 of a cacheable answer revalidated with If-None-Match. */
export const NOT_MODIFIED: ZodOpenApiResponsesObject = {
  '304': { description: 'Unchanged since If-None-Match', headers: CACHE_HEADERS },
}

export const IF_NONE_MATCH = z.object({
  'if-none-match': z
    .string()
    .optional()
    .meta({ description: 'The ETag of a stored answer: 304 while it is still current' }),
})

/** The headers of a page that has a next one (`cms/src/contract/nextPageHeaders.ts`). */
export const NEXT_PAGE_HEADERS = z.object({
  'x-next-cursor': z
    .string()
    .optional()
    .meta({ description: 'The cursor of the next page; absent on the last page' }),
  link: z.string().optional().meta({
    description:
      'The next page: `<the same path and query, without page, with cursor=…>; rel="next"`; absent on the last page',
  }),
})

/** Answers of any path or method, referenced from the document's description. */
export const sharedResponses: ZodOpenApiComponentsObject['responses'] = {
  MethodNotAllowed: {
    ...failure('The path exists but does not serve this method'),
    headers: z.object({
      allow: z.string().meta({ description: 'The methods it serves', example: 'GET' }),
    }),
  },
  NotFound: failure('No call of the contract has this path'),
}
