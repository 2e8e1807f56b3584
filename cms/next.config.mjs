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
  // Only the jobs use these SDKs: loaded from node_modules when a job first needs them, not parsed
  // with every route's code. So is Fedify (the social web's routes and deliveries), and Redis's
  // client (REDIS_URL), which the CMS server's own bundle loads from there too: one copy per process.
  serverExternalPackages: [
    '@anthropic-ai/sdk',
    '@fedify/fedify',
    '@fedify/vocab',
    '@google/genai',
    'maxmind',
    'nodemailer',
    'redis',
  ],
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
    // Each route loads on its first request, not at boot: the admin's code stays out of a CMS that
    // only serves readers.
    preloadEntriesOnStart: false,
    // Next clears a draft-mode cookie it did not issue. The site's preview cookie reaches the CMS
    // (the site forwards /api and media to it, and cookies ignore ports on one host): left alone,
    // the CMS would end the site's preview with the first image it serves.
    multiZoneDraftMode: true,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
