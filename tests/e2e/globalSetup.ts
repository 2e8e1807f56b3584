import { rm } from 'node:fs/promises'

import { startEmbeddedDatabase } from '../../scripts/lib/database'
import { stopService } from '../../scripts/lib/processes'
import { startCms, startSite } from '../../scripts/lib/stack'
import { makeTempDataDir } from '../support/tempDataDir'

import { e2ePorts } from './ports'

/** The production builds of both apps on a throw-away, seeded database. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await makeTempDataDir('e2e')
  const database = await startEmbeddedDatabase({ dataDir, port: e2ePorts.database })
  const quiet = !process.env.DEBUG_STACK
  const cms = await startCms({
    databaseUrl: database.url,
    dataDir,
    cmsPort: e2ePorts.cms,
    siteUrl: `http://localhost:${e2ePorts.site}`,
    seedDemoContent: true,
    quiet,
  })
  const site = await startSite({
    sitePort: e2ePorts.site,
    cmsUrl: `http://localhost:${e2ePorts.cms}`,
    quiet,
  })
  return async () => {
    await stopService(site)
    await stopService(cms)
    await database.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
