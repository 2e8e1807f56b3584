import { withPayload } from '@payloadcms/next/withPayload'
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
  // What src/proxy.ts may hold of a request body (the /api limits are far lower; see bodyLimit.ts).
  experimental: { proxyClientMaxBodySize: '128kb' },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
