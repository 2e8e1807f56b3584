import { build } from 'esbuild'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { hintStartupScripts, withCompileHint } from '../../frontend/src/build/compileHints'
import { NEXT_BIN } from '../../scripts/lib/paths'
import { awaitReady, freePort, run, startService, stopService } from '../../scripts/lib/processes'

import { medianAudit, type LighthouseResult } from './lighthouseAudit'
import { startReferenceServer, type ReferenceFile } from './referenceServer'

const FLOOR_DIR = path.join(import.meta.dirname, 'floor')
const NEXT_HELLO_DIR = path.join(FLOOR_DIR, 'next-hello')
const ISLAND_URL = '/clap-island.js'

const page = (script: string) => `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lighthouse floor</title>
    <meta name="description" content="A page that does almost nothing, to measure Lighthouse's floor." />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main>
      <h1>Lighthouse floor</h1>
      <p>The same short page, with or without React hydrating the button below.</p>
      <div id="clap"><button type="button">Clap (0)</button></div>
    </main>
    ${script}
  </body>
</html>`

const gzipped = (text: string, contentType: string): ReferenceFile => ({
  body: gzipSync(text),
  headers: { 'content-type': contentType, 'content-encoding': 'gzip' },
})

async function bundleIsland(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(FLOOR_DIR, 'clapIsland.tsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild wrote no island bundle')
  // As the site's build does for the framework's startup scripts.
  return withCompileHint(output.text)
}

/** Audits the plain pages: no script, and React alone hydrating one button. */
async function auditPlainPages(runs: number) {
  const reference = await startReferenceServer({
    '/': gzipped(page(''), 'text/html; charset=utf-8'),
    '/react': gzipped(
      page(`<script src="${ISLAND_URL}" async></script>`),
      'text/html; charset=utf-8',
    ),
    [ISLAND_URL]: gzipped(await bundleIsland(), 'text/javascript; charset=utf-8'),
  })
  try {
    return {
      noScript: await medianAudit(reference.url, runs),
      reactOnly: await medianAudit(`${reference.url}react`, runs),
    }
  } finally {
    reference.server.close()
  }
}

/** Builds and audits a Next app of one server-rendered page, with the site's compile hints. */
async function auditNextHello(runs: number): Promise<LighthouseResult> {
  await run(process.execPath, [NEXT_BIN, 'build'], { cwd: NEXT_HELLO_DIR })
  await hintStartupScripts(path.join(NEXT_HELLO_DIR, '.next'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  const service = startService(
    'next-hello',
    process.execPath,
    [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: NEXT_HELLO_DIR, env: { ...process.env, NODE_ENV: 'production' }, quiet: true },
  )
  await awaitReady(url, service)
  try {
    return await medianAudit(url, runs)
  } finally {
    await stopService(service)
  }
}

export interface LighthouseFloor {
  noScript: LighthouseResult
  reactOnly: LighthouseResult
  nextHello: LighthouseResult
}

/**
 * Lighthouse's figures, in the same run as the site's, for three pages that do almost nothing:
 * one with no script at all, the same page with React alone (the site's version) hydrating one
 * button, both from the bare reference server, and a Next app (the site's version) of one
 * server-rendered page. On a machine that meets Lighthouse's hardware guidance the first has no
 * blocking time; what it shows here is the machine's own, and the others the stack's least.
 */
export async function lighthouseFloor(runs: number): Promise<LighthouseFloor> {
  return { ...(await auditPlainPages(runs)), nextHello: await auditNextHello(runs) }
}
