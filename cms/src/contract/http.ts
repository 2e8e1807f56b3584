import { executeAuthStrategies, type Payload, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import { canReadAnalytics, canReadSubscribers, canUseEditorialCalls } from '@/access/roles'
import { unauthorized } from '@/auth/challenge'
import { checkIntegrationKey } from '@/auth/integrationKeys'
import { cmsPayload } from '@/lib/cmsPayload'

import { NATIVE_API_BODY_LIMIT } from '@/nativeApi/bodyLimit'
import { nativeApiError } from '@/nativeApi/nativeApiError'

import { answerInRequestedVersion } from './apiVersion/versionedAnswer'
import { versionedRoute } from './apiVersion/versionedRoute'
import { READER_BODY_LIMIT, nativeBodyTooLarge, withBodyLimit } from './bodyLimit'
import { errorResponse, failureResponse } from './errorResponse'
import { refuseUnpermittedMultipart } from './multipartPermission'
import { firstIssue, type Parsed } from './queryParams'
import { refuseUnknownQuery, type QueryKeys } from './queryKeys'

export { errorResponse }
export { parseSearchParams } from './queryParams'

export interface ContractContext {
  payload: Payload
  user: PayloadRequest['user']
}

/**
 * Payload and the caller (from the Payload cookie or an API header), for a route handler. Only the
 * caller is needed: `payload.auth()` also works out their permissions on every collection, which
 * cost more than the public list it would guard.
 */
export async function contractContext(request: Request): Promise<ContractContext> {
  const payload = await cmsPayload()
  const { user } = await executeAuthStrategies({ headers: request.headers, payload })
  return { payload, user }
}

/**
 * 401 (with WWW-Authenticate) for anonymous callers, 403 for accounts without an editorial role
 * and integration keys without the editorial scope, otherwise null.
 */
export function requireEditor(user: PayloadRequest['user']): Response | null {
  return requireCaller(user, canUseEditorialCalls, 'Editors and admins only')
}

/**
 * 401 for anonymous callers, 403 for any caller but editors, admins and integration keys with
 * the subscribers:read scope (editorial keys included), otherwise null.
 */
export function requireSubscriberReader(user: PayloadRequest['user']): Response | null {
  return requireCaller(
    user,
    canReadSubscribers,
    'Editors, admins and keys with the subscribers:read scope only',
  )
}

/**
 * 401 for anonymous callers, 403 for any caller but editors, admins and integration keys with the
 * analytics scope (editorial and read keys included), otherwise null.
 */
export function requireAnalyticsReader(user: PayloadRequest['user']): Response | null {
  return requireCaller(
    user,
    canReadAnalytics,
    'Editors, admins and keys with the analytics scope only',
  )
}

function requireCaller(
  user: PayloadRequest['user'],
  may: (user: PayloadRequest['user']) => boolean,
  refusal: string,
): Response | null {
  if (!user) return unauthorized()
  return may(user) ? null : errorResponse(403, refusal)
}

export { isDocumentId } from '@/lib/documentId'

export type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Wraps a route handler so that an unexpected failure answers with `failureResponse` (500, or 503
 * while the database is away). Bad input is answered with a 4xx before it gets that far. A write's
 * body over `bodyLimit` is refused with 413 before the handler runs (whether it reads one or not),
 * and a query parameter outside `queryKeys` with 400 (queryKeys.ts). A call with a spent, unknown or
 * revoked integration key is refused first (429 or 401); a key's answers carry its RateLimit fields.
 * Every answer is in the call's API version and says so (apiVersion/versionedRoute.ts).
 */
export function contractRoute<C>(
  handler: Handler<C>,
  bodyLimit: number = READER_BODY_LIMIT,
  queryKeys: QueryKeys = [],
): Handler<C> {
  const checked: Handler<C> = async (request, context) => {
    try {
      const key = await checkIntegrationKey(request, errorResponse)
      if ('refused' in key) return key.refused
      const unknownQuery = refuseUnknownQuery(request, queryKeys)
      if (unknownQuery) return key.finish(unknownQuery)
      const bounded = await withBodyLimit(request, bodyLimit)
      if (!bounded.ok) return key.finish(bounded.response)
      return key.finish(await handler(bounded.request, context))
    } catch (error) {
      return failureResponse(error, request.method, new URL(request.url).pathname)
    }
  }
  return versionedRoute(checked)
}

/**
 * Wraps a handler of Payload's native REST or GraphQL API (/cms-api) so that a JSON write over
 * NATIVE_API_BODY_LIMIT is refused with 413 in Payload's `{ errors: [{ message }] }` before Payload
 * reads it. Multipart bodies pass once the caller may make that write (multipartPermission.ts):
 * Payload's parser caps them (10 MB a file, 1 MB a field). A call with a spent, unknown or revoked
 * integration key is refused first (429 or 401); a key's answers carry its RateLimit fields.
 */
export function nativeApiRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const key = await checkIntegrationKey(request, nativeApiError)
    if ('refused' in key) return key.refused
    if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? ''))
      return key.finish(
        (await refuseUnpermittedMultipart(request)) ?? (await handler(request, context)),
      )
    const bounded = await withBodyLimit(request, NATIVE_API_BODY_LIMIT, nativeBodyTooLarge)
    return key.finish(bounded.ok ? await handler(bounded.request, context) : bounded.response)
  }
}

/** Route context of a dynamic segment, as Next passes it. */
export type Params<K extends string> = { params: Promise<Record<K, string>> }

/**
 * Reads a JSON body and validates it: other content types get 415, malformed JSON 400, and a
 * failed rule its own message with 400. Its size was already bounded by `contractRoute`.
 */
export async function parseJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<Parsed<z.infer<T>>> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return { ok: false, response: errorResponse(415, 'Send the body as application/json') }
  }
  let json: unknown
  try {
    json = JSON.parse(await request.text())
  } catch {
    return { ok: false, response: errorResponse(400, 'The request body is not valid JSON') }
  }
  const result = schema.safeParse(json)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, response: errorResponse(400, firstIssue(result.error)) }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Handlers for the methods a route does not serve: 405 with the envelope and an Allow header
 * (Next's own 405 has no body), and OPTIONS answering with the methods it does serve (Next's own
 * lists every exported one). OPTIONS grants no cross-origin preflight: public reads do (cors.ts).
 * Use: `export const { PUT, PATCH, OPTIONS } = methodsNotAllowed('GET')`.
 */
export function methodsNotAllowed(
  ...allowed: Method[]
): Record<Method | 'OPTIONS', (request: Request) => Response> {
  const allow = allowed.join(', ')
  const handler = (request: Request) =>
    answerInRequestedVersion(request, () => errorResponse(405, 'Method not allowed', { allow }))
  const served = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ')
  const options = (request: Request) =>
    answerInRequestedVersion(
      request,
      () => new Response(null, { status: 204, headers: { allow: served } }),
    )
  return {
    GET: handler,
    POST: handler,
    PUT: handler,
    PATCH: handler,
    DELETE: handler,
    OPTIONS: options,
  }
}
