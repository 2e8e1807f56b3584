/**
 * The cache model (docs/architecture.md#the-cache-model): what each layer keeps of every reader
 * route, under which keys and for how long, and what removes it. Its own entry point, so that the
 * site server bundles this and nothing else of shared/.
 */
import { routeMatcher } from './cacheModel/routes'
import { SITE_RESOURCES, UNCACHED_ROUTES } from './cacheModel/resources'

export * from './cacheModel/lifetimes'
export * from './cacheModel/resources'
export * from './cacheModel/routes'
export * from './cacheModel/variants'

/** The site resource answering a canonical page path; undefined for a page no cache keeps. */
export const siteResourceOf = routeMatcher(
  SITE_RESOURCES,
  UNCACHED_ROUTES.flatMap(({ routes }) => routes).filter((route) => !route.startsWith('/api/')),
)
