import type { Handler } from '@/contract/http'

import { withinReaderAnswerSize } from './answerSize'
import { boundForCaller } from './callerPageSize'
import { nativeApiError } from './nativeApiError'
import { boundRestPageSize } from './restPageSize'

/** Query parameters Payload reads with a bare `JSON.parse` (a malformed one is a 500). */
const JSON_PARAMETERS = ['where', 'data']

function malformedJsonParameter(params: URLSearchParams): string | null {
  for (const name of JSON_PARAMETERS) {
    for (const value of params.getAll(name)) {
      if (!value) continue
      try {
        JSON.parse(value)
      } catch {
        return `${name} is not valid JSON`
      }
    }
  }
  return null
}

/**
 * The read a request makes, if it makes one: a GET, or a POST that Payload turns into a GET
 * (`X-HTTP-Method-Override: GET`, used for long queries). A form-encoded override becomes the GET
 * Payload would make of it, so its query is bounded like any other.
 */
async function readOf(request: Request): Promise<Request | null> {
  if (request.method === 'GET') return request
  if (request.method !== 'POST') return null
  const overrides = ['X-Payload-HTTP-Method-Override', 'X-HTTP-Method-Override']
  if (!overrides.some((header) => request.headers.get(header) === 'GET')) return null
  if (request.headers.get('Content-Type') !== 'application/x-www-form-urlencoded') return request
  const url = `${request.url}?${await request.text()}`
  return new Request(url, { method: 'GET', headers: request.headers, signal: request.signal })
}

async function withSearch(request: Request, search: string): Promise<Request> {
  const url = new URL(request.url)
  url.search = search
  const body = request.method === 'GET' ? null : await request.arrayBuffer()
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  })
}

/**
 * Wraps a handler of Payload's REST API: a malformed JSON `where` or `data` is refused with 400,
 * and a read's page size is held to the caller's cap (see PAGE_SIZE_CAP), before Payload runs;
 * a reader's answer, to READER_ANSWER_BYTES.
 */
export function nativeRestRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const read = await readOf(request)
    const url = new URL((read ?? request).url)
    const malformed = malformedJsonParameter(url.searchParams)
    if (malformed) return nativeApiError(400, malformed)
    if (!read) return handler(request, context)
    const bounded = await boundForCaller(read, (cap) => boundRestPageSize(url.search, cap))
    if (!bounded.ok) return nativeApiError(400, bounded.message)
    const boundedRead = bounded.value === null ? read : await withSearch(read, bounded.value)
    return withinReaderAnswerSize(read, await handler(boundedRead, context))
  }
}
