import { errorResponse } from '@/contract/errorResponse'
import { withBodyLimit } from '@/contract/bodyLimit'
import { rateLimit } from '@/contract/rateLimit'
import { env } from '@/env'
import { cmsPayload } from '@/lib/cmsPayload'

import { federationFor, federationStore } from '../federation'
import { activityBodyProblem } from './activityBody'
import { isReplayed } from './replayedSignatures'

/** Activities are small (Mastodon's own limit is about this); anything bigger is refused unread. */
const FEDERATION_BODY_LIMIT = 256 * 1024

/**
 * The request at the address its sender signed: the site's (the site forwards these paths here),
 * so that RFC 9421's signed target URI and authority match.
 */
function atSiteAddress(request: Request, body: string | null): Request {
  const { pathname, search } = new URL(request.url)
  const url = new URL(`${pathname}${search}`, env.siteUrl)
  const headers = new Headers(request.headers)
  headers.set('host', url.host)
  return new Request(url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  })
}

/**
 * Every ActivityPub, WebFinger and NodeInfo request: bounded in size and rate, a posted body that
 * is no activity refused, and a signature already received (a replay), then answered by Fedify.
 */
export async function answerFederation(request: Request): Promise<Response> {
  const bounded = await withBodyLimit(request, FEDERATION_BODY_LIMIT)
  if (!bounded.ok) return bounded.response
  const spent = await rateLimit('federation', request)
  if (spent?.refused) return spent.refused
  // Within the limit already: read whole, so that what is no activity gets its 400 here.
  const body = request.method === 'POST' ? await bounded.request.text() : null
  const problem = body === null ? null : activityBodyProblem(body)
  if (problem) return errorResponse(400, problem)
  const payload = await cmsPayload()
  const forFedify = atSiteAddress(bounded.request, body)
  if (request.method === 'POST' && (await isReplayed(federationStore(payload), forFedify)))
    return errorResponse(401, 'This signed request was already received')
  return federationFor(payload).fetch(forFedify, {
    contextData: payload,
    onNotFound: () => errorResponse(404, 'Not found'),
    onNotAcceptable: () =>
      errorResponse(406, 'Ask for application/activity+json, or open the page in a browser'),
  })
}
