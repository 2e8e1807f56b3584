import { cmsUrl } from '@/env'

const CMS_TIMEOUT_MS = 10_000

/**
 * POSTs to the CMS's /api on behalf of the reader, passing on the X-Forwarded-For the site's
 * server completed with the reader's address, as the /api forwarding does: the CMS trusts the
 * site's last hop (TRUSTED_PROXIES), so its per-client limits count this reader, not the site.
 */
export function postToCms(
  path: string,
  from: Request,
  body: { contentType: string; content: string },
): Promise<Response> {
  const forwardedFor = from.headers.get('x-forwarded-for')
  return fetch(new URL(path, cmsUrl()), {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': body.contentType,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: body.content,
    cache: 'no-store',
    signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
  })
}
