import type { IncomingMessage, ServerResponse } from 'node:http'

import { BEACON_BODY_LIMIT } from '@blockwise/shared/schemas/analytics'

import { acceptBeacon, beaconTooLarge } from '@/analytics/ingest/acceptBeacon'
import type { Queryable } from '@/contract/counters'
import { clientKey } from '@/lib/clientKey'

import { answerBeforeNext } from './fastPathAnswer'
import { routeHeadersOf } from './routeHeaders'

const ANALYTICS_EVENTS_PATH = '/api/analytics/events'

/**
 * Answers a reader's analytics beacon (POST /api/analytics/events) before Next sees it; false when
 * the request is not one (Next's route serves it). Every page a reader opens sends one or more,
 * so they take the counters' short way (counterFastPath.ts). The body is read here, and no more
 * than BEACON_BODY_LIMIT of it is kept: past that, 413.
 */
export function answersAnalyticsEvent(
  request: IncomingMessage,
  response: ServerResponse,
  database: Queryable,
): boolean {
  // A call with credentials is Next's: an integration key's budget is spent there (http.ts).
  if (request.method !== 'POST' || request.headers.authorization !== undefined) return false
  if (request.url !== ANALYTICS_EVENTS_PATH) return false
  readBoundedBody(request, BEACON_BODY_LIMIT).then(
    (body) =>
      answerBeforeNext(request, response, async () => {
        if (body === null) return beaconTooLarge()
        const headers = routeHeadersOf(request)
        return acceptBeacon(database, { ...headers, clientAddress: clientKey(headers), body })
      }),
    // The reader went away while sending: nobody is left to answer.
    () => response.destroy(),
  )
  return true
}

/**
 * The body as text, or null once it (or its declared length) is over `limit`: the bytes past it
 * are not kept (answerBeforeNext drops the rest unread).
 */
function readBoundedBody(request: IncomingMessage, limit: number): Promise<string | null> {
  const declared = request.headers['content-length']
  if (declared !== undefined && !(Number(declared) <= limit)) return Promise.resolve(null)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const settle = (body: string | null) => {
      request.off('data', onData).off('end', onEnd).off('error', reject)
      resolve(body)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > limit) settle(null)
      else chunks.push(chunk)
    }
    const onEnd = () => settle(Buffer.concat(chunks).toString('utf8'))
    request.on('data', onData).on('end', onEnd).on('error', reject)
  })
}
