import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { contentSecurityPolicy } from './src/lib/contentSecurityPolicy'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // The shared workspace ships TypeScript sources.
  transpilePackages: ['@blockwise/shared'],
  turbopack: { root: path.resolve(dirname, '..') },
  outputFileTracingRoot: path.resolve(dirname, '..'),
  poweredByHeader: false,
  // The site's server compresses (brotli or gzip), after rewriting pages (src/server/main.ts).
  compress: false,
  // Each site process keeps its rendered pages and CMS answers in memory only: a restart, or a
  // second site on the same build (as the tests run), never serves pages rendered from another
  // database.
  experimental: { isrFlushToDisk: false },
  // Next's cache, refusing entries read before the CMS's latest change.
  cacheHandler: path.join(dirname, 'src/server/generationCheckedCache.mjs'),
  // `npm run build` type-checks first (scripts/lib/build.ts), as `npm run typecheck` does: Next
  // need not do it again.
  typescript: { ignoreBuildErrors: true },
  headers: () =>
    Promise.resolve([
      {
        // Policies for documents, not for the hashed static files (their bytes count against the
        // page-weight budget), nor, for the CSP, the house ad in public/ads: the ad banner frames
        // it, and the policy lets no one frame us.
        source: '/((?!ads/|_next/static/).*)',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy() }],
      },
      {
        source: '/((?!_next/static/).*)',
        headers: [
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          {
            key: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
          },
        ],
      },
      { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    ]),
}

export default nextConfig
