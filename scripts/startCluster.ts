/**
 * `npm run start:cluster`: builds what changed, then runs on this machine what production runs on
 * many: Redis, PostgreSQL, two CMS instances, a jobs worker and two site instances, with Varnish
 * in front as the one entry. Prints every part's address; Ctrl-C stops them all.
 */
import './lib/loadEnv'

import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { DEMO_ADMIN } from '../cms/src/seed/demoUsers'
import { buildApps } from './lib/build'
import { startCluster, type ClusterComponent } from './lib/cluster/cluster'
import { embeddedPostgresPort, localDataDir } from './lib/localData'

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
const login = cluster.embeddedDatabase
  ? `   (local login: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})`
  : ''
console.log(`
  Blockwise cluster is running
    Site:   ${cluster.entryUrl}
    Admin:  ${cluster.cmsOriginUrl}/admin${login}
    API:    ${cluster.entryUrl}/api/articles

  Components
${cluster.components.map(row).join('\n')}
  Press Ctrl-C to stop.
`)

let stopping = false
async function shutdown(): Promise<void> {
  if (stopping) return
  stopping = true
  console.log('\nStopping the Blockwise cluster…')
  await cluster.stop()
  await rm(manifest, { force: true })
  process.exit(0)
}
// The cluster stops in order, the edge first and PostgreSQL last. The embedded PostgreSQL's own
// signal handlers (async-exit-hook) would stop it first and exit before the rest had stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal)
  process.on(signal, () => void shutdown())
}
