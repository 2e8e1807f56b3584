import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The repository's root, where npm installed `next` and React for every workspace.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

const nextConfig: NextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
}

export default nextConfig
