import type { AnalyticsRange } from '@blockwise/shared/schemas/analytics'

const COUNTRY_NAMES = new Intl.DisplayNames(['en-GB'], { type: 'region' })
const HOUR = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
})
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** A referrer host; '' is a visit with no referrer (typed, bookmarked, or a private link). */
export const sourceLabel = (host: string) => host || 'Direct'

/** An ISO country code by its English name; '' (not known) as "Unknown". */
export function countryLabel(code: string): string {
  if (!code) return 'Unknown'
  try {
    return COUNTRY_NAMES.of(code.toUpperCase()) ?? code
  } catch {
    // A code Intl does not accept (not two letters) is shown as it was stored.
    return code
  }
}

/** mobile → Mobile. */
export const deviceLabel = (device: string) =>
  device ? device.charAt(0).toUpperCase() + device.slice(1) : 'Unknown'

/** Countries are worth a list only when at least one is known (no country under Sec-GPC / DNT). */
export const someCountryKnown = (countries: ReadonlyArray<{ value: string }>) =>
  countries.some((country) => country.value !== '')

/** Whether a range's chart counts hours (now, today) or days (7 and 30 days). */
export const countsHours = (range: AnalyticsRange) => range === 'now' || range === 'today'

/** A chart bucket's label, in UTC like the ranges: "14:00" for an hour, "5 Dec" for a day. */
export const bucketLabel = (at: string, range: AnalyticsRange) =>
  (countsHours(range) ? HOUR : DAY).format(new Date(at))
