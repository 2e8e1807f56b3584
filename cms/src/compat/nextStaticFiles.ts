/**
 * Compat: where `next build` writes the files browsers load from `/_next/static/` (the admin's
 * scripts and styles), `.next/static`.
 *
 * Why: the CMS's build writes brotli and gzip copies beside them (postBuild.ts), and its server
 * sends those as they are (server/main.ts, with the site's createStaticFiles): Next compressed
 * about a megabyte of the admin's scripts with gzip for every editor's first load of a page.
 *
 * Supported API looked for: Next's `compress` option compresses on every request, gzip only;
 * Next offers no hook after a build.
 *
 * If it moves: the CMS's server stops at its start, since the folder is not there (sirv reads it
 * then); nextInternals.canary.test.ts checks the folder's name against the installed Next first.
 */
import path from 'node:path'

/** The CMS's static build files, below the CMS's folder. */
export const nextStaticDir = (cmsDir: string): string => path.join(cmsDir, '.next', 'static')
