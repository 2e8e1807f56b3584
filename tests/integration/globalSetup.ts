import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'

import { startEmbeddedDatabase } from '../../scripts/lib/database'
import { freePort, stopService } from '../../scripts/lib/processes'
import { startCms } from '../../scripts/lib/stack'
import { makeTempDataDir } from '../support/tempDataDir'

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string
    databaseUrl: string
    dataDir: string
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
  const cms = await startCms({
    databaseUrl: database.url,
    dataDir,
    cmsPort,
    siteUrl: 'http://localhost:3000',
    seedDemoContent: false,
    quiet: !process.env.DEBUG_CMS,
  }).catch(async (error: unknown) => {
    await database.stop()
    throw error
  })
  project.provide('cmsUrl', `http://localhost:${cmsPort}`)
  project.provide('databaseUrl', database.url)
  project.provide('dataDir', dataDir)
  return async () => {
    await stopService(cms)
    await database.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
