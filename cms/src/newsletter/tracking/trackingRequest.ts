import { SITE_NAME } from '@blockwise/shared'

import { isDocumentId } from '@/lib/documentId'

import { isClickSigned, isOpenSigned } from './signature'
import { TRACKING_QUERY } from './trackingUrls'

type Checked<T> = ({ ok: true } & T) | { ok: false; error: string }

/** The query keys each tracking route accepts (any other one is refused with 400). */
export const CLICK_QUERY_KEYS = [TRACKING_QUERY.issue, TRACKING_QUERY.url, TRACKING_QUERY.signature]
export const OPEN_QUERY_KEYS = [TRACKING_QUERY.issue, TRACKING_QUERY.signature]

const BAD_ISSUE = 'The link names no newsletter issue'
const BAD_SIGNATURE = `This link was not made by ${SITE_NAME}, or was changed on its way`

function issueOf(query: URLSearchParams): string | null {
  const issueId = query.get(TRACKING_QUERY.issue) ?? ''
  return isDocumentId(issueId) ? issueId.toLowerCase() : null
}

/** Only web pages are redirected to: never `javascript:`, `data:` or any other scheme. */
function webUrlOf(value: string): URL | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * A click redirect's issue and destination, when the server signed exactly that pair: the
 * redirect never leads anywhere its signature does not name (no open redirect).
 */
export function checkClick(
  query: URLSearchParams,
): Checked<{ issueId: string; link: string; destination: URL }> {
  const issueId = issueOf(query)
  if (!issueId) return { ok: false, error: BAD_ISSUE }
  const link = query.get(TRACKING_QUERY.url) ?? ''
  const destination = webUrlOf(link)
  if (!destination) return { ok: false, error: 'The link leads to no web page' }
  if (!isClickSigned(issueId, link, query.get(TRACKING_QUERY.signature) ?? ''))
    return { ok: false, error: BAD_SIGNATURE }
  return { ok: true, issueId, link, destination }
}

/** An open pixel's issue, when the server signed it. */
export function checkOpen(query: URLSearchParams): Checked<{ issueId: string }> {
  const issueId = issueOf(query)
  if (!issueId) return { ok: false, error: BAD_ISSUE }
  if (!isOpenSigned(issueId, query.get(TRACKING_QUERY.signature) ?? ''))
    return { ok: false, error: BAD_SIGNATURE }
  return { ok: true, issueId }
}
