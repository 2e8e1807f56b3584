import { escapeHtml } from '@blockwise/shared'

/**
 * How an issue's mail carries a link once it is tracked: as the click redirect's `u` parameter,
 * right before its signature (escaped in the HTML part).
 */
const asParameter = (url: string) => `${new URLSearchParams({ u: url })}&s=`

export const trackedHref = (url: string) => escapeHtml(asParameter(url))
export const trackedTextLink = asParameter
