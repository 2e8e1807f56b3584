// JavaScript, not TypeScript: Next transpiles a next.config.ts with SWC when the server starts,
// which maps SWC's 26 MB native binary into the production process for good.
import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { securityHeaders } from './securityHeaders.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The shared workspace ships TypeScript sources.
  transpilePackages: ['@blockwise/shared'],
  // Turbopack copies every route's dependencies into that route's own server chunk, and each
  // copy a process loads stays in memory as source text. These SDKs are most of a copy and only
  // the jobs use them: loaded from node_modules, they are held once. So is Redis's client (REDIS_URL),
  // which the CMS server's own bundle loads from there too: one copy per process.
  serverExternalPackages: ['@anthropic-ai/sdk', '@google/genai', 'nodemailer', 'redis'],
  turbopack: { root: path.resolve(dirname, '..') },
  outputFileTracingRoot: path.resolve(dirname, '..'),
  poweredByHeader: false,
  // `npm run build` type-checks first (scripts/lib/build.ts), as `npm run typecheck` does: Next
  // need not do it again.
  typescript: { ignoreBuildErrors: true },
  headers: () => Promise.resolve(securityHeaders()),
  // Options Next may rename or drop in any release: cms/src/compat/nextInternals.canary.test.ts
  // checks that the installed Next still knows each.
  experimental: {
    // What src/proxy.ts may hold of a request body (the /api limits are far lower; see bodyLimit.ts).
    proxyClientMaxBodySize: '128kb',
    // Turbopack gives every route its own copy of the 4 MB server chunk (Payload and its config);
    // loading all of them at boot held ~120 MB for routes most processes never serve. Each loads on
    // its first request instead: the admin and the editors' calls stay out of a readers' CMS.
    preloadEntriesOnStart: false,
    // Next clears a draft-mode cookie it did not issue. The site's preview cookie reaches the CMS
    // (the site forwards /api and media to it, and cookies ignore ports on one host): left alone,
    // the CMS would end the site's preview with the first image it serves.
    multiZoneDraftMode: true,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
