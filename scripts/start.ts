/** `npm start`: builds what changed, then runs PostgreSQL, the CMS and the site until Ctrl-C. */
import './lib/loadEnv'

import { DEMO_ADMIN } from '../cms/src/seed/demoUsers'
import { buildApps } from './lib/build'
import { embeddedPostgresPort, localDataDir } from './lib/localData'
import { startStack } from './lib/stack'

const sitePort = Number(process.env.SITE_PORT ?? 3000)
const cmsPort = Number(process.env.CMS_PORT ?? 3001)
const databasePort = embeddedPostgresPort()
const dataDir = localDataDir()

await buildApps()
const stack = await startStack({
  dataDir,
  sitePort,
  cmsPort,
  databasePort,
  seedDemoContent: true,
})

// Elsewhere the demo accounts' random passwords were printed in the CMS's log when it made them.
const login = stack.embeddedDatabase
  ? `   (local login: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})`
  : ''
console.log(`
  Blockwise is running
    Site:   ${stack.siteUrl}
    Admin:  ${stack.cmsUrl}/admin${login}
    API:    ${stack.siteUrl}/api/articles
  Press Ctrl-C to stop.
`)

let stopping = false
async function shutdown(): Promise<void> {
  if (stopping) return
  stopping = true
  console.log('\nStopping Blockwise…')
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
