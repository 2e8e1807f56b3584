import { recordEvent } from '@/analytics/ingest/eventWriter'
import type { Queryable } from '@/contract/counters'
import { errorResponse } from '@/contract/errorResponse'

import { clickVisitor } from './clickVisitor'
import { checkClick } from './trackingRequest'

/** The longest link stored with a click (the redirect still goes to the whole URL). */
export const STORED_LINK_MAX = 1024

/**
 * A tracked link of a newsletter mail: counts the click for its issue (bots excepted, see
 * clickVisitor) and sends the reader on. The link is stored as the editor wrote it; nothing about
 * the subscriber is.
 */
export async function clickRedirect(request: Request, database: Queryable): Promise<Response> {
  const click = checkClick(new URL(request.url).searchParams)
  if (!click.ok) return errorResponse(400, click.error)
  // A HEAD (link checkers send them; Next answers it with this GET handler) follows nothing.
  const visitor = request.method === 'GET' ? await clickVisitor(request) : undefined
  if (visitor !== undefined)
    recordEvent(database, {
      kind: 'newsletter_click',
      // A newsletter event is no page's: the issue and the link say what it was.
      path: '',
      newsletterIssueId: click.issueId,
      link: click.link.slice(0, STORED_LINK_MAX),
      visitor,
    })
  return new Response(null, {
    status: 302,
    // The CMS's Referrer-Policy (strict-origin-when-cross-origin) gives the linked site our
    // origin, never this address with its signature.
    headers: { location: click.destination.href, 'cache-control': 'no-store' },
  })
}
