/**
 * `npm run start:cluster`: builds what changed, then runs on this machine what production runs on
 * many: Redis, PostgreSQL, two CMS instances, a jobs worker and two site instances, with Varnish
 * in front as the one entry. Prints every part's address; Ctrl-C stops them all.
 */
import './lib/loadEnv'

import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { buildApps } from './lib/build'
import { startCluster, type ClusterComponent } from './lib/cluster/cluster'
import { embeddedPostgresPort, localDataDir } from './lib/localData'
import { localLoginHint, stopOnSignals } from './lib/stopOnSignals'

const dataDir = localDataDir()
/** What runs where, for tools and tests that drive the running cluster; removed when it stops. */
const manifest = path.join(dataDir, 'cluster', 'cluster.json')

await buildApps()
const cluster = await startCluster({
  dataDir,
  host: process.env.HOST || '127.0.0.1',
  entryPort: Number(process.env.CLUSTER_PORT ?? 3000),
  cmsOriginPort: Number(process.env.CLUSTER_CMS_PORT ?? 3001),
  databasePort: embeddedPostgresPort(),
  seedDemoContent: process.env.SEED_DEMO_CONTENT !== 'false',
})
// Written whole, then renamed: whoever waits for it never reads half of it.
await writeFile(`${manifest}.partial`, JSON.stringify(cluster.components, null, 2))
await rename(`${manifest}.partial`, manifest)

const row = ({ name, url, pid }: ClusterComponent) =>
  `    ${name.padEnd(22)}${(url ?? '(polls the job queue)').padEnd(44)}${pid ? `pid ${pid}` : ''}`
console.log(`
  Blockwise cluster is running
    Site:   ${cluster.entryUrl}
    Admin:  ${cluster.cmsOriginUrl}/admin${localLoginHint(cluster.embeddedDatabase)}
    API:    ${cluster.entryUrl}/api/articles

  Components
${cluster.components.map(row).join('\n')}
  Press Ctrl-C to stop.
`)

stopOnSignals('the Blockwise cluster', async () => {
  await cluster.stop()
  await rm(manifest, { force: true })
})
