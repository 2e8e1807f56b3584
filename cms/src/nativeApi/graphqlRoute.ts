import { print } from 'graphql'

import type { Handler } from '@/contract/http'

import { withinReaderAnswerSize } from './answerSize'
import { boundForCaller } from './callerPageSize'
import { costRefusal, graphqlCost } from './graphqlCost'
import { guardGraphqlDocument } from './graphqlGuard'
import { refuseIntrospection } from './graphqlIntrospection'
import { boundGraphqlPageSizes } from './graphqlPageSize'
import { graphqlSchema } from './graphqlSchema'
import { isObject } from './isObject'
import { nativeApiError } from './nativeApiError'

type GraphqlParams = Record<string, unknown> & {
  query: string
  variables?: Record<string, unknown> | null
}

/**
 * The body's GraphQL parameters, read as Payload's server (graphql-http) reads them: JSON in
 * UTF-8 only, an object with a string `query` and optional object `variables`.
 */
async function readParams(
  request: Request,
): Promise<{ ok: true; params: GraphqlParams } | { ok: false; response: Response }> {
  const [mediaType, charset = 'charset=utf-8'] = (request.headers.get('content-type') ?? '')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(';')
  if (mediaType !== 'application/json' || charset !== 'charset=utf-8')
    return { ok: false, response: nativeApiError(415, 'Send GraphQL as application/json') }
  let body: unknown
  try {
    body = JSON.parse(await request.clone().text())
  } catch {
    return { ok: false, response: nativeApiError(400, 'The request body is not valid JSON') }
  }
  if (!isObject(body) || typeof body.query !== 'string')
    return { ok: false, response: nativeApiError(400, 'The body must carry a string query') }
  if (body.variables != null && !isObject(body.variables))
    return { ok: false, response: nativeApiError(400, 'variables must be an object') }
  return { ok: true, params: body as GraphqlParams }
}

/**
 * Wraps Payload's GraphQL handler: the document is parsed and refused with 400 when it is too
 * large, too deep, has fragment cycles or expands too far (see graphqlGuard), its page sizes
 * are held to the caller's cap (see PAGE_SIZE_CAP), so are the documents it would read with
 * every alias and relationship multiplied in (graphqlCost), and introspection is held to
 * editors (graphqlIntrospection.ts), all before Payload validates or runs it; a reader's answer
 * is then held to READER_ANSWER_BYTES.
 */
export function guardedGraphqlRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const read = await readParams(request)
    if (!read.ok) return read.response
    const { params } = read
    const guarded = guardGraphqlDocument(params.query)
    if (!guarded.ok) return nativeApiError(400, guarded.message)
    const introspectionRefused = await refuseIntrospection(request, guarded.document)
    if (introspectionRefused) return introspectionRefused
    const variables = params.variables ?? {}
    const schema = await graphqlSchema()
    const bounded = await boundForCaller(request, (cap) => {
      const sized = boundGraphqlPageSizes(guarded.document, variables, cap)
      if (!sized.ok) return sized
      return (
        costRefusal(graphqlCost(schema, sized.value ?? guarded.document, variables), cap) ?? sized
      )
    })
    if (!bounded.ok) return nativeApiError(400, bounded.message)
    if (bounded.value === null)
      return withinReaderAnswerSize(request, await handler(request, context))
    const headers = new Headers(request.headers)
    headers.delete('content-length')
    const rewritten = new Request(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...params, query: print(bounded.value) }),
      signal: request.signal,
    })
    return withinReaderAnswerSize(request, await handler(rewritten, context))
  }
}

/** GraphQL is served over POST only: a GET gets 405 in the envelope GraphQL clients read. */
export const graphqlGetNotAllowed = (): Response =>
  nativeApiError(405, 'Send GraphQL queries with POST', { allow: 'POST' })
