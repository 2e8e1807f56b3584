import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // The shared workspace ships TypeScript sources.
  transpilePackages: ['@blockwise/shared'],
  turbopack: { root: path.resolve(dirname, '..') },
  outputFileTracingRoot: path.resolve(dirname, '..'),
  poweredByHeader: false,
  // `npm run typecheck` checks types as its own step; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  // Pages add their Content-Security-Policy per request (src/proxy.ts); these hold everywhere.
  headers: () =>
    Promise.resolve([
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          {
            key: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
          },
        ],
      },
    ]),
}

export default nextConfig
