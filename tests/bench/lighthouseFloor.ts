import { gzipSync } from 'node:zlib'

import { medianAudit, type LighthouseResult } from './lighthouseAudit'
import { startReferenceServer } from './referenceServer'

const PAGE_WITH_NO_SCRIPT = `<!DOCTYPE html>
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
      <p>A short page with no script, served from memory.</p>
    </main>
  </body>
</html>`

/**
 * Lighthouse's figures, in the same run as the site's, for a short page with no script served by
 * the bare reference server. Such a page has no blocking time of its own, so whatever TBT it gets
 * is the machine's: Chromium's own tasks stretched by whatever else the shared cores are running.
 */
export async function lighthouseFloor(runs: number): Promise<LighthouseResult> {
  const reference = await startReferenceServer({
    '/': {
      body: gzipSync(PAGE_WITH_NO_SCRIPT),
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' },
    },
  })
  try {
    return await medianAudit(reference.url, runs)
  } finally {
    reference.server.close()
  }
}
