import { recordEvent } from '@/analytics/ingest/eventWriter'
import type { Queryable } from '@/contract/counters'
import { errorResponse } from '@/contract/errorResponse'

import { checkOpen } from './trackingRequest'
import { transparentGifResponse } from './transparentGif'

/** Whether an issue was sent counting opens (the site setting, stamped on it when it was sent). */
export type TracksOpens = (issueId: string) => Promise<boolean>

/**
 * The open pixel of a newsletter mail: a transparent GIF, counted as an open of its issue only
 * when that issue was sent with open tracking on. Every signed request counts, bots included:
 * mail providers load a mail's images through their own proxies (Gmail's, Yahoo's), which the
 * bot list names, so filtering them would hide most opens. No visitor is stored, the proxy's
 * address being no reader's. Clients that load every image unasked (Apple Mail's privacy
 * protection) inflate the count: opens are a trend, not a measure.
 */
export async function openPixel(
  request: Request,
  database: Queryable,
  tracksOpens: TracksOpens,
): Promise<Response> {
  const open = checkOpen(new URL(request.url).searchParams)
  if (!open.ok) return errorResponse(400, open.error)
  // A HEAD (Next answers it with this GET handler) loads no image: it is no open.
  if (request.method === 'GET' && (await tracksOpens(open.issueId)))
    recordEvent(database, { kind: 'newsletter_open', path: '', newsletterIssueId: open.issueId })
  return transparentGifResponse()
}
