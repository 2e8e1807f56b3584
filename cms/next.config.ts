import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { securityHeaders } from './src/lib/securityHeaders'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // The shared workspace ships TypeScript sources.
  transpilePackages: ['@blockwise/shared'],
  turbopack: { root: path.resolve(dirname, '..') },
  outputFileTracingRoot: path.resolve(dirname, '..'),
  poweredByHeader: false,
  // `npm run typecheck` checks types as its own step; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  headers: () => Promise.resolve(securityHeaders()),
  experimental: {
    // What src/proxy.ts may hold of a request body (the /api limits are far lower; see bodyLimit.ts).
    proxyClientMaxBodySize: '128kb',
    // Turbopack gives every route its own copy of the 4 MB server chunk (Payload and its config);
    // loading all of them at boot held ~120 MB for routes most processes never serve. Each loads on
    // its first request instead: the admin and the editors' calls stay out of a readers' CMS.
    preloadEntriesOnStart: false,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
