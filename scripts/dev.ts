/** `npm run dev`: PostgreSQL, then the CMS and the site in Next's dev servers with hot reload. */
import './lib/loadEnv'

import { startDatabase } from './lib/database'
import { embeddedPostgresPort, localDataDir } from './lib/localData'
import { nextDevArgs } from './lib/devServer'
import { requireSupportedNode } from './lib/nodeVersion'
import { CMS_DIR, FRONTEND_DIR, PAYLOAD_CLI } from './lib/paths'
import { run, startService, stopService } from './lib/processes'
import { localCmsEnvironment } from './lib/stack'

requireSupportedNode()

const sitePort = Number(process.env.SITE_PORT ?? 3000)
const cmsPort = Number(process.env.CMS_PORT ?? 3001)
const dataDir = localDataDir()
const database = await startDatabase({
  dataDir,
  port: embeddedPostgresPort(),
})
const local = await localCmsEnvironment({
  databaseUrl: database.url,
  embeddedDatabase: database.embedded,
  dataDir,
  cmsPort,
  sitePort,
})
const cmsEnv = { ...process.env, ...local, SEED_DEMO_CONTENT: 'true' }

// Migrations own the schema in development too (push is off): apply any new ones first.
await run(process.execPath, [...PAYLOAD_CLI, 'migrate', '--force-accept-warning'], {
  cwd: CMS_DIR,
  env: cmsEnv,
})
const services = [
  startService('cms', process.execPath, nextDevArgs(cmsPort), {
    cwd: CMS_DIR,
    env: cmsEnv,
  }),
  startService('site', process.execPath, nextDevArgs(sitePort), {
    cwd: FRONTEND_DIR,
    env: {
      ...process.env,
      CMS_URL: `http://localhost:${cmsPort}`,
      SITE_URL: `http://localhost:${sitePort}`,
      REVALIDATE_SECRET: local.REVALIDATE_SECRET,
      PREVIEW_SECRET: local.PREVIEW_SECRET,
    },
  }),
]
console.log(
  `\n  Blockwise (dev): site http://localhost:${sitePort}, admin http://localhost:${cmsPort}/admin\n`,
)

async function shutdown(): Promise<void> {
  await Promise.all(services.map((service) => stopService(service)))
  await database.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
