/** Link schemes an article may use (docs/product.md#limits: http, https, mailto and tel). */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const

export const LINK_SCHEME_NOT_ALLOWED = 'Links may only use http, https, mailto or tel'

/**
 * Whether an editor's link may go into an article: an http(s), mailto or tel URL, or a path or
 * anchor on this site. Read the way a browser reads it — tabs and newlines inside the URL and
 * spaces or controls around it are ignored — so `java\tscript:` and ` javascript:` are caught.
 */
export function isAllowedLinkUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const href = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  if (href === '') return false
  // A site-relative path, query or anchor; `//host` and `/\host` are other origins.
  if (/^[/?#]/.test(href)) return !/^[/\\]{2}|^\/\\/.test(href)
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  return scheme !== undefined && (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme)
}
