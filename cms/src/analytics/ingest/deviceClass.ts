import type { DeviceClass } from '@blockwise/shared/schemas/analytics'

const TABLET = /\b(ipad|tablet|playbook|silk|kindle)\b|android(?!.*\bmobile\b)/i
const MOBILE = /\bmobi|iphone|ipod|windows phone|blackberry|opera mini/i

/**
 * The reader's kind of device, from the user agent and the `Sec-CH-UA-Mobile` client hint
 * (Chromium's "?1" / "?0"). The hint settles mobile against desktop, but Android tablets send
 * "?0", so tablets are recognised from the user agent first. iPads whose Safari claims to be a
 * Mac count as desktops: nothing in the request tells them apart.
 */
export function deviceClass(userAgent: string, mobileHint: string | null): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet'
  if (mobileHint === '?1') return 'mobile'
  if (mobileHint === '?0') return 'desktop'
  return MOBILE.test(userAgent) ? 'mobile' : 'desktop'
}
