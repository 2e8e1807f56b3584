import { isAllowedLinkUrl } from '@blockwise/shared'

/**
 * Whether the articles' rules refuse a link node of the body (docs/product.md#limits): an autolink,
 * or a link to a URL rather than to an article, whose URL is not http, https, mailto or tel.
 */
export function isRefusedLink(
  type: string,
  fields: { url?: unknown; linkType?: unknown },
): boolean {
  if (type === 'link' && fields.linkType === 'internal') return false
  return typeof fields.url !== 'string' || !isAllowedLinkUrl(fields.url)
}
