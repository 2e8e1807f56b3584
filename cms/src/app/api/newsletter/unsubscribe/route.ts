import { NEWSLETTER_LINK_INVALID, NEWSLETTER_UNSUBSCRIBED } from '@blockwise/shared'

import { contractRoute, errorResponse, methodsNotAllowed } from '@/contract/http'
import { env } from '@/env'
import { cmsPayload } from '@/lib/cmsPayload'
import { unsubscribe } from '@/newsletter/subscriptions'

export const dynamic = 'force-dynamic'

const TOKEN_QUERY = ['token']

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

/**
 * RFC 8058 one-click unsubscribe (the List-Unsubscribe target; mail clients POST
 * `List-Unsubscribe=One-Click`) and the site's unsubscribe button. No page, no login: the signed
 * token is the authority. Deletes the subscriber's name and email.
 */
export const POST = contractRoute(
  async (request) =>
    (await unsubscribe(await cmsPayload(), tokenOf(request)))
      ? Response.json({ message: NEWSLETTER_UNSUBSCRIBED })
      : errorResponse(400, NEWSLETTER_LINK_INVALID),
  undefined,
  TOKEN_QUERY,
)

/** Someone opened the one-click URL itself: show the site's page, which asks before acting. */
export const GET = contractRoute(
  (request) => {
    const page = new URL('/newsletter/unsubscribe', env.siteUrl)
    page.searchParams.set('token', tokenOf(request))
    return Promise.resolve(Response.redirect(page, 303))
  },
  undefined,
  TOKEN_QUERY,
)

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET', 'POST')
