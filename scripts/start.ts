/** `npm start`: builds what changed, then runs PostgreSQL, the CMS and the site until Ctrl-C. */
import './lib/loadEnv'

import { buildApps } from './lib/build'
import { embeddedPostgresPort, localDataDir } from './lib/localData'
import { localWebhookNetworks } from './lib/localWebhooks'
import { olderNpmNodeAdvice, requireSupportedNode } from './lib/nodeVersion'
import { startStack } from './lib/stack'
import { localLoginHint, stopOnSignals } from './lib/stopOnSignals'

requireSupportedNode()
const advice = olderNpmNodeAdvice()
if (advice) console.log(advice)

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
  cmsEnv: localWebhookNetworks(process.env),
})

console.log(`
  Blockwise is running
    Site:   ${stack.siteUrl}
    Admin:  ${stack.cmsUrl}/admin${localLoginHint(stack.embeddedDatabase)}
    API:    ${stack.siteUrl}/api/articles
  Press Ctrl-C to stop.
`)

stopOnSignals('Blockwise', stack.stop)
