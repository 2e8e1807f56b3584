/**
 * Every page lives under `app/[locale]`, and the proxy adds this locale to each page path. A page
 * under a dynamic segment whose params are not listed at build time is rendered on its first
 * request and then served from Next's cache until the CMS's webhook expires its tags — so pages
 * are static for readers without a CMS having to run during `next build`.
 */
export const SITE_LOCALE = 'en'

/** No page path is listed at build time: each is rendered on its first request and cached. */
export function noPathsAtBuildTime(): never[] {
  return []
}
