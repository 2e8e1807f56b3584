import type { IncomingMessage, ServerResponse } from 'node:http'

import { NO_PIN } from '@/contract/apiVersion/resolveVersion'
import { answerInApiVersion } from '@/contract/apiVersion/versionedAnswer'
import { failureResponse } from '@/contract/errorResponse'
import { PUBLIC_READ_HEADERS } from '@/contract/publicReadHeaders'
import type { ClientRead } from '@/lib/clientKey'

import { securityHeaders } from '../../securityHeaders.mjs'
import { routeHeadersOf } from './routeHeaders'

/** The headers next.config gives every answer of the CMS, which answers sent before Next lack. */
const SECURITY_HEADERS = Object.fromEntries(
  securityHeaders().flatMap(({ headers }) => headers.map(({ key, value }) => [key, value])),
)

async function sendAnswer(answer: Response, response: ServerResponse): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer())
  response.writeHead(answer.status, {
    ...SECURITY_HEADERS,
    ...Object.fromEntries(answer.headers),
    'content-length': body.length,
  })
  response.end(body)
}

/**
 * Answers `request` from Node's own request, as Next's route would: `answering`'s answer (its
 * unexpected failure as the contract's 500 or 503, `finish`ing either as the route's wrapper does)
 * with the headers next.config adds, in the API version the request asks for (fast paths serve no
 * integration key, so none is pinned). The request's body, if any, is dropped unread.
 */
export function answerBeforeNext(
  request: IncomingMessage,
  response: ServerResponse,
  answering: () => Promise<Response>,
  finish: (answer: Response) => Response = (answer) => answer,
): void {
  request.resume()
  void answerInApiVersion(routeHeadersOf(request), NO_PIN, () =>
    answering().catch((error: unknown) =>
      failureResponse(error, request.method ?? '', request.url ?? ''),
    ),
  )
    .then((answer) => sendAnswer(finish(answer), response))
    .catch((error: unknown) => {
      console.error(`[api] ${request.method} ${request.url}: the answer could not be sent`, error)
      response.destroy()
    })
}

/** A plain anonymous GET, which a reader's read before Next may answer (no key, no session). */
export const isPlainAnonymousGet = (request: IncomingMessage) =>
  request.method === 'GET' && !request.headers.authorization && !request.headers.cookie

function withPublicReadHeaders(answer: Response): Response {
  for (const [name, value] of Object.entries(PUBLIC_READ_HEADERS)) answer.headers.set(name, value)
  return answer
}

/** Answers a public read before Next, with the headers its route's publicRead gives. */
export const answerPublicReadBeforeNext = (
  request: IncomingMessage,
  response: ServerResponse,
  answering: () => Promise<Response>,
) => answerBeforeNext(request, response, answering, withPublicReadHeaders)

/**
 * Answers a reader's plain anonymous GET of a path that `path` matches, with its query, before
 * Next: `answering` gets the request's address (its query included) and headers. False for any
 * other request (Next's route serves it: integration keys and sessions, whose budgets and checks
 * live there) and for an address that is no URL.
 */
export function answersReaderQuery(
  request: IncomingMessage,
  response: ServerResponse,
  path: RegExp,
  answering: (read: ClientRead) => Promise<Response>,
): boolean {
  if (!isPlainAnonymousGet(request) || !path.test(request.url ?? '')) return false
  let url: URL
  try {
    url = new URL(request.url ?? '', 'http://cms.invalid')
  } catch {
    return false
  }
  answerPublicReadBeforeNext(request, response, () =>
    answering({ ...routeHeadersOf(request), url: url.href }),
  )
  return true
}
