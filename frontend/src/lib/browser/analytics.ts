import type { BeaconEvent } from '@blockwise/shared/schemas/analytics'

/** Where the site's pages report what readers do (the site forwards /api to the CMS). */
export const ANALYTICS_EVENTS_URL = '/api/analytics/events'

/**
 * Reports one reader action (docs/analytics.md). A beacon, which the browser delivers even while
 * the page unloads; without one (or when the browser will not queue it), one keepalive fetch
 * without cookies. An event is worth neither a retry, an error nor a line in the console: whatever
 * goes wrong is dropped. Built from the schema's type only: zod stays out of the pages' script.
 */
export function sendAnalyticsEvent(event: BeaconEvent): void {
  try {
    const json = JSON.stringify(event)
    const blob = new Blob([json], { type: 'application/json' })
    if (navigator.sendBeacon?.(ANALYTICS_EVENTS_URL, blob)) return
    fetch(ANALYTICS_EVENTS_URL, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: json,
    }).catch(() => undefined)
  } catch {
    // A browser without these APIs, or one that refuses the request: the event is lost, no more.
  }
}
