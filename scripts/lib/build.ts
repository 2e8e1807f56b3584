import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { CMS_DIR, FRONTEND_DIR, ROOT } from './paths'
import { run } from './processes'

// Outputs, not sources: `next build` writes next-env.d.ts, so counting it made the first build's
// stamp stale and the next `npm start` build again; `npm run typecheck` writes tsconfig.tsbuildinfo.
const IGNORED = new Set([
  'node_modules',
  '.next',
  'next-env.d.ts',
  'tsconfig.tsbuildinfo',
  'test-results',
  'test-timings',
])

async function* filesUnder(entry: string, ignoredPaths: Set<string>): AsyncGenerator<string> {
  if (!existsSync(entry)) return
  if (!(await stat(entry)).isDirectory()) {
    yield entry
    return
  }
  const children = await readdir(entry, { withFileTypes: true })
  for (const child of children.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(entry, child.name)
    if (IGNORED.has(child.name) || ignoredPaths.has(full)) continue
    if (child.isDirectory()) yield* filesUnder(full, ignoredPaths)
    else yield full
  }
}

/** Hash of everything a production build of `appDir` (in the repository at `root`) is made from. */
export async function sourceFingerprint(appDir: string, root = ROOT): Promise<string> {
  const hash = createHash('sha256')
  const inputs = [
    appDir,
    path.join(root, 'shared'),
    path.join(root, 'package-lock.json'),
    // The patches postinstall applies to dependencies (patch-package).
    path.join(root, 'patches'),
  ]
  // Uploads when MEDIA_DIR is unset (media/ in the app's working directory): data, not sources.
  // Only that folder: source folders named media (e.g. src/…/media) still count.
  const ignoredPaths = new Set([path.join(appDir, 'media')])
  for (const input of inputs) {
    for await (const file of filesUnder(input, ignoredPaths)) {
      hash
        .update(path.relative(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0')
    }
  }
  return hash.digest('hex')
}

/**
 * Builds an app (its package's `build` script) from a clean .next unless its sources are unchanged
 * since the last build.
 */
async function buildIfChanged(appDir: string, typeCheck: boolean): Promise<void> {
  const stampFile = path.join(appDir, '.next', 'blockwise-source-fingerprint')
  const fingerprint = await sourceFingerprint(appDir)
  const previous = await readFile(stampFile, 'utf8').catch(() => '')
  if (previous === fingerprint && existsSync(path.join(appDir, '.next', 'BUILD_ID'))) return

  console.log(`Building ${path.relative(ROOT, appDir)} (sources changed since the last build)…`)
  // Next is told not to type-check (next.config): done here, unless the caller type-checks every
  // workspace itself (`npm test`), which cost the build a third of its time again.
  if (typeCheck) await run('npx', ['tsc', '--noEmit'], { cwd: appDir })
  await rm(path.join(appDir, '.next'), { recursive: true, force: true })
  await run('npm', ['run', 'build', '--silent'], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  await writeFile(stampFile, fingerprint)
}

/**
 * Production builds of both apps, one after the other (each build wants most of the machine),
 * each type-checked first unless `typeCheck` is false.
 */
export async function buildApps({ typeCheck = true } = {}): Promise<void> {
  await buildIfChanged(CMS_DIR, typeCheck)
  await buildIfChanged(FRONTEND_DIR, typeCheck)
}
