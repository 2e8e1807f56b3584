import type { BeaconEvent } from '@blockwise/shared/schemas/analytics'

type Pageview = Extract<BeaconEvent, { kind: 'pageview' }>

/**
 * The beacon's limits (BEACON_PATH_MAX_LENGTH, BEACON_URL_MAX_LENGTH in
 * shared/src/schemas/analytics.ts), restated: importing them would bring zod into every page.
 */
const PATH_MAX_LENGTH = 512
const URL_MAX_LENGTH = 1024

/**
 * The page's utm_* parameters as a query (`?utm_source=…`), undefined when it has none: the CMS
 * keeps nothing else of an address, so nothing else (a search's words, a token) leaves the page.
 */
export function campaignQuery(search: string): string | undefined {
  const campaign = new URLSearchParams()
  new URLSearchParams(search).forEach((value, name) => {
    if (name.startsWith('utm_')) campaign.append(name, value)
  })
  const query = campaign.toString()
  return query ? `?${query}`.slice(0, URL_MAX_LENGTH) : undefined
}

/**
 * Where the visit came from: the document's referrer, on the visit's first page only (after a
 * client-side navigation the browser still names the first page's referrer, or our own page),
 * and never our own site (a reload, a form sent without script).
 */
export function visitReferrer(
  referrer: string,
  origin: string,
  firstPage: boolean,
): string | undefined {
  if (!firstPage || !referrer || referrer === origin || referrer.startsWith(`${origin}/`)) {
    return undefined
  }
  return referrer.slice(0, URL_MAX_LENGTH)
}

/** A page view of the page at `location` (the window's), with the visit's referrer if any. */
export function pageviewEvent(
  location: Pick<Location, 'pathname' | 'search'>,
  referrer: string | undefined,
): Pageview {
  const event: Pageview = { kind: 'pageview', path: location.pathname.slice(0, PATH_MAX_LENGTH) }
  const query = campaignQuery(location.search)
  if (query) event.query = query
  if (referrer) event.referrer = referrer
  return event
}
