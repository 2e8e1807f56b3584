/**
 * Compat: the layout of `next build`'s output, `.next/`: its build manifest's `rootMainFiles`
 * (paths of the scripts every page starts with, from `.next/`) and its `static/` folder.
 *
 * Why: the site's build rewrites that output after `next build` (src/build/postBuild.ts): it puts
 * V8's compile hint in the startup scripts, and writes brotli and gzip copies of the static files,
 * which the site's server sends itself from there (shared/src/node/staticFiles.ts). The site's
 * server is bundled into the same folder by its own step (src/build/bundleServer.ts), which takes
 * only NEXT_DIR from here.
 *
 * Supported API looked for: Next's docs offer `compress` (gzip on every request, no brotli) and
 * the experimental adapter API (experimental.adapterPath, onBuildComplete), which lists static
 * files but not which scripts a page starts with, and is experimental too. Neither lets a build
 * change what a script holds.
 *
 * If it moves: each step throws here, naming this file, and `npm run build` fails; the canary
 * (nextBuildOutput.canary.test.ts) checks the names and shapes against the installed Next first.
 */
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'

/** Where `next build` writes (next.config sets no distDir). */
export const NEXT_DIR = '.next'
/** Next's BUILD_MANIFEST, in NEXT_DIR. */
export const BUILD_MANIFEST = 'build-manifest.json'
/** Next's CLIENT_STATIC_FILES_PATH, in NEXT_DIR: what the browser loads from `/_next/static/`. */
export const STATIC_DIR = 'static'

const unexpected = (what: string) =>
  new Error(`${what}: Next's build output is not as frontend/src/compat/nextBuildOutput.ts expects`)

/**
 * The scripts every page runs as it starts (React's and Next's runtime), as paths from `nextDir`:
 * the `.js` files of the build manifest's `rootMainFiles`, each checked to be there.
 */
export async function startupScripts(nextDir: string): Promise<string[]> {
  const file = path.join(nextDir, BUILD_MANIFEST)
  const text = await readFile(file, 'utf8').catch(() => {
    throw unexpected(`${file} is missing`)
  })
  const { rootMainFiles } = JSON.parse(text) as { rootMainFiles?: unknown }
  if (!Array.isArray(rootMainFiles) || rootMainFiles.some((name) => typeof name !== 'string')) {
    throw unexpected(`${file} has no rootMainFiles list`)
  }
  const scripts = (rootMainFiles as string[]).filter((name) => name.endsWith('.js'))
  if (scripts.length === 0) throw unexpected(`${file} lists no startup scripts`)
  for (const script of scripts) {
    await access(path.join(nextDir, script)).catch(() => {
      throw unexpected(`${script}, a startup script in ${file}, is missing`)
    })
  }
  return scripts
}

/** The folder of the files the browser loads from `/_next/static/`, checked to hold chunks. */
export async function staticFilesDir(nextDir: string): Promise<string> {
  const dir = path.join(nextDir, STATIC_DIR)
  await access(path.join(dir, 'chunks')).catch(() => {
    throw unexpected(`${dir} holds no chunks folder`)
  })
  return dir
}
