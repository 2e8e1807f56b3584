import { NEWSLETTER_LINK_INVALID, NEWSLETTER_UNSUBSCRIBED } from '@blockwise/shared'

import { contractRoute, errorResponse, methodsNotAllowed } from '@/contract/http'
import { env } from '@/env'
import { cmsPayload } from '@/lib/cmsPayload'
import { UNSUBSCRIBE_ISSUE_QUERY } from '@/newsletter/links'
import { unsubscribe } from '@/newsletter/subscriptions'
import { countUnsubscribe } from '@/newsletter/tracking/countUnsubscribe'

export const dynamic = 'force-dynamic'

const LINK_QUERY = ['token', UNSUBSCRIBE_ISSUE_QUERY]

const queryOf = (request: Request) => new URL(request.url).searchParams

/**
 * RFC 8058 one-click unsubscribe (the List-Unsubscribe target; mail clients POST
 * `List-Unsubscribe=One-Click`) and the site's unsubscribe button. No page, no login: the signed
 * token is the authority. Deletes the subscriber's name and email; the issue the link came in,
 * when it names one, has the unsubscribe counted against it (once, when the subscriber goes).
 */
export const POST = contractRoute(
  async (request) => {
    const query = queryOf(request)
    const payload = await cmsPayload()
    const outcome = await unsubscribe(payload, query.get('token') ?? '')
    if (outcome === 'invalid') return errorResponse(400, NEWSLETTER_LINK_INVALID)
    if (outcome === 'removed') await countUnsubscribe(payload, query.get(UNSUBSCRIBE_ISSUE_QUERY))
    return Response.json({ message: NEWSLETTER_UNSUBSCRIBED })
  },
  undefined,
  LINK_QUERY,
)

/** Someone opened the one-click URL itself: show the site's page, which asks before acting. */
export const GET = contractRoute(
  (request) => {
    const query = queryOf(request)
    const page = new URL('/newsletter/unsubscribe', env.siteUrl)
    page.searchParams.set('token', query.get('token') ?? '')
    const issueId = query.get(UNSUBSCRIBE_ISSUE_QUERY)
    if (issueId) page.searchParams.set(UNSUBSCRIBE_ISSUE_QUERY, issueId)
    return Promise.resolve(Response.redirect(page, 303))
  },
  undefined,
  LINK_QUERY,
)

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET', 'POST')
