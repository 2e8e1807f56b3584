import { isbot } from 'isbot'

/**
 * Whether a request comes from a crawler, a monitor or a script rather than a reader: the `isbot`
 * package's list, and any request without a user agent (every browser sends one). Such requests
 * count nowhere.
 */
export const isBotUserAgent = (userAgent: string): boolean =>
  userAgent.trim() === '' || isbot(userAgent)
