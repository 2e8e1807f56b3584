import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'

import { startEmbeddedDatabase } from '../../scripts/lib/database'
import { freePort, stopService } from '../../scripts/lib/processes'
import { startCms } from '../../scripts/lib/stack'
import { makeTempDataDir } from '../support/tempDataDir'
import { startWebhookRecorder } from '../support/webhookRecorder'

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string
    databaseUrl: string
    dataDir: string
    /** The stand-in site that receives the CMS's revalidation webhooks. */
    siteUrl: string
  }
}

/**
 * A throw-away PostgreSQL and the built CMS on free ports. The CMS applies the committed
 * migrations to the empty database at boot, as production does.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await makeTempDataDir('integration')
  const database = await startEmbeddedDatabase({ dataDir, port: await freePort() })
  const cmsPort = await freePort()
  const sitePort = await freePort()
  const site = await startWebhookRecorder(sitePort)
  const siteUrl = `http://127.0.0.1:${sitePort}`
  const cms = await startCms({
    databaseUrl: database.url,
    dataDir,
    cmsPort,
    siteUrl,
    seedDemoContent: false,
    quiet: !process.env.DEBUG_CMS,
  }).catch(async (error: unknown) => {
    await database.stop()
    throw error
  })
  project.provide('cmsUrl', `http://localhost:${cmsPort}`)
  project.provide('databaseUrl', database.url)
  project.provide('dataDir', dataDir)
  project.provide('siteUrl', siteUrl)
  return async () => {
    await stopService(cms)
    site.close()
    await database.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
