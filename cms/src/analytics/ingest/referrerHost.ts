/**
 * The host of `document.referrer`, lower case and without `www.` (the rollups' `source`), or null:
 * for no referrer, one that is not an http(s) URL, and the site's own host (a reader moving
 * between its pages did not come from anywhere). The rest of the address is never kept.
 */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = withoutWww(url.hostname)
  return host && host !== withoutWww(siteHost.toLowerCase()) ? host : null
}

const withoutWww = (host: string) => host.replace(/^www\./, '')
