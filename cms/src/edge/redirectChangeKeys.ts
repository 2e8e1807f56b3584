import { SITE_RESOURCES, siteResourceOf } from '@blockwise/shared/cacheModel'
import { surrogateKey } from '@blockwise/shared'

interface RedirectEnds {
  from?: string | null
}

/** The keys of the page at `path` but `site-pages`, which would purge every page of the site. */
function ownPageKeys(path: string): string[] {
  const match = siteResourceOf(path)
  if (!match) return []
  return SITE_RESOURCES[match.name]
    .keys(match.params)
    .filter((key) => key !== surrogateKey.allPages)
}

/**
 * What a redirect's change purges: every 301 the site answered and the /api list of redirects
 * (their one key), and the page at its old and new `from`, which the edge may keep from before
 * the redirect (an article's page under its old slug).
 */
export function redirectChangeKeys(...versions: readonly (RedirectEnds | null | undefined)[]) {
  const froms = versions.flatMap((version) => (version?.from ? [version.from] : []))
  return [...new Set([surrogateKey.list('redirects'), ...froms.flatMap(ownPageKeys)])]
}

/** redirectChangeKeys from the Redirects collection's afterChange and afterDelete arguments. */
export const redirectHookKeys = (args: {
  doc: RedirectEnds
  previousDoc?: RedirectEnds | null
}): string[] => redirectChangeKeys(args.doc, args.previousDoc)
