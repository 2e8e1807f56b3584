/** English (UK) abbreviated month names, as Intl writes them today ("Sept" since CLDR 42). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec']

/**
 * "19 Nov 2026", the day in UTC: what `Intl.DateTimeFormat('en-GB', { day: 'numeric', month:
 * 'short', year: 'numeric', timeZone: 'UTC' })` writes, without Intl. A page's first Intl object
 * costs its browser 30–45 ms of one task (loading the locale data) while the page hydrates, and a
 * browser with older locale data writes "Sep", which the server's did not: a page whose dates its
 * browser renders again would not have matched its HTML.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`)
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
