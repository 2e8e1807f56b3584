/**
 * Bundles the site's server (src/server/main.ts) into .next/site-server.mjs: its own code and the
 * shared workspace, whose TypeScript Node cannot load (the cache model, the webhook's names), so
 * the server reads them rather than a copy; every other package is loaded from node_modules.
 */
import { build, type Plugin } from 'esbuild'
import path from 'node:path'

import { NEXT_DIR } from '../compat/nextBuildOutput'

const SHARED = /^@blockwise\/shared(\/|$)/

const packagesExceptShared: Plugin = {
  name: 'packages-external-except-shared',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      SHARED.test(specifier) ? undefined : { external: true },
    )
  },
}

const frontend = path.resolve(import.meta.dirname, '..', '..')
await build({
  entryPoints: [path.join(frontend, 'src', 'server', 'main.ts')],
  outfile: path.join(frontend, NEXT_DIR, 'site-server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  logLevel: 'warning',
  plugins: [packagesExceptShared],
})
