import {
  BEACON_BODY_LIMIT,
  beaconEventSchema,
  type BeaconEvent,
} from '@blockwise/shared/schemas/analytics'

import type { Queryable } from '@/contract/counters'
import { isCrossSite } from '@/contract/crossSite'
import { errorResponse } from '@/contract/errorResponse'
import { firstIssue } from '@/contract/queryParams'
import { rateLimit, withSpent } from '@/contract/rateLimit'
import { env } from '@/env'
import type { ClientRequest } from '@/lib/clientKey'

import { isBotUserAgent } from './botTraffic'
import { countryOf } from './country'
import { deviceClass } from './deviceClass'
import { recordEvent } from './eventWriter'
import { optsOutOfTracking } from './privacySignals'
import { storedEventOf } from './storedEventOf'
import { dailySalt, visitorHash } from './visitorHash'

/** One beacon as its request brings it: headers, the reader's resolved address, the raw body. */
export interface BeaconRequest extends ClientRequest {
  clientAddress: string
  body: string
}

const SITE_HOST = new URL(env.siteUrl).hostname
const NO_STORE = { 'cache-control': 'no-store' }

/**
 * The answer to one `POST /api/analytics/events`, shared by the CMS server's fast path and Next's
 * route (it loads neither): 413, 403 from another site's page, 429 once the client's budget is
 * spent, 400 for a body that is not a beacon event, else 202 with the event on its way to the
 * database (bots get the 202 too, with nothing stored). Never cached.
 */
export async function acceptBeacon(database: Queryable, request: BeaconRequest): Promise<Response> {
  const answer = await decide(database, request)
  answer.headers.set('cache-control', NO_STORE['cache-control'])
  return answer
}

/** 413, worded as the contract's other body limits (contract/bodyLimit.ts). */
export const beaconTooLarge = () =>
  errorResponse(413, `The request body must be at most ${BEACON_BODY_LIMIT / 1024} KB`, NO_STORE)

async function decide(database: Queryable, request: BeaconRequest): Promise<Response> {
  if (Buffer.byteLength(request.body) > BEACON_BODY_LIMIT) return beaconTooLarge()
  if (isCrossSite(request)) return errorResponse(403, 'Cross-site requests are not accepted')
  const limited = await rateLimit('analyticsEvent', request)
  if (limited?.refused) return limited.refused
  const event = parseEvent(request.body)
  if (!event.ok) return withSpent(errorResponse(400, event.error), limited)
  const userAgent = request.headers.get('user-agent') ?? ''
  if (!isBotUserAgent(userAgent)) {
    const optedOut = optsOutOfTracking(request)
    const visitor = optedOut
      ? null
      : visitorHash(await dailySalt(), SITE_HOST, request.clientAddress, userAgent)
    const country = optedOut ? null : countryOf(request.clientAddress)
    const device = deviceClass(userAgent, request.headers.get('sec-ch-ua-mobile'))
    recordEvent(
      database,
      storedEventOf(event.data, { device, visitor, country, siteHost: SITE_HOST }),
    )
  }
  return withSpent(new Response(null, { status: 202 }), limited)
}

type ParsedEvent = { ok: true; data: BeaconEvent } | { ok: false; error: string }

function parseEvent(body: string): ParsedEvent {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { ok: false, error: 'The request body is not valid JSON' }
  }
  const result = beaconEventSchema.safeParse(json)
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, error: firstIssue(result.error, 'Invalid event field') }
}
