import { cmsUrl } from '@/env'

import { readerForwardingHeaders } from './readerAddress'

const CMS_TIMEOUT_MS = 10_000

/**
 * POSTs to the CMS's /api on behalf of the reader whose request this is, naming them as the
 * site's other calls do (readerAddress.ts): the CMS's per-client limits count this reader, not
 * the site.
 */
export function postToCms(
  path: string,
  body: { contentType: string; content: string },
): Promise<Response> {
  return fetch(new URL(path, cmsUrl()), {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': body.contentType,
      ...readerForwardingHeaders(),
    },
    body: body.content,
    cache: 'no-store',
    signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
  })
}
