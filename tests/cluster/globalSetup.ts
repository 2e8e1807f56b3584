import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { buildApps } from '../../scripts/lib/build'
import type { ClusterComponent } from '../../scripts/lib/cluster/cluster'
import { ROOT } from '../../scripts/lib/paths'
import { freePort, startService, stopService, type Service } from '../../scripts/lib/processes'
import { startAnthropicFake } from '../fakes/anthropic'
import { startGoogleFake } from '../fakes/google'
import { ANTHROPIC_KEY, GOOGLE_KEY, providerFakesEnvironment } from '../support/runnerCms'
import { makeTempDataDir } from '../support/tempDataDir'

declare module 'vitest' {
  export interface ProvidedContext {
    entryUrl: string
    cmsOriginUrl: string
    dataDir: string
    components: ClusterComponent[]
    /** The `npm run start:cluster` process, which the last test stops as Ctrl-C would. */
    clusterPid: number
    /** The fakes every CMS process of the cluster generates articles with, scripted over HTTP. */
    anthropicUrl: string
    googleUrl: string
  }
}

const START_TIMEOUT_MS = 240_000
/** How long the fake Claude holds a 'slow' answer: a stalled generation, for the whole test. */
const STALL_MS = 120_000
/** How soon a killed worker's job is another's (JOBS_LEASE_SECONDS). */
const CLUSTER_LEASE_SECONDS = 3

/**
 * `npm run start:cluster` itself, as a child process, on free ports with a throw-away embedded
 * PostgreSQL and the demo content, its CMS processes generating with the fake Claude and image
 * model; ready once it has written the cluster's manifest. The apps are built first, outside the
 * start's time limit (under `npm test` they already are).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildApps()
  const anthropic = await startAnthropicFake({ apiKey: ANTHROPIC_KEY, slowMs: STALL_MS })
  const google = await startGoogleFake({ apiKey: GOOGLE_KEY })
  const dataDir = await makeTempDataDir('cluster')
  const [entryPort, cmsOriginPort, databasePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const cluster = startService(
    'cluster',
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'startCluster.ts')],
    {
      cwd: ROOT,
      quiet: !process.env.DEBUG_STACK,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        CLUSTER_PORT: String(entryPort),
        CLUSTER_CMS_PORT: String(cmsOriginPort),
        EMBEDDED_POSTGRES_PORT: String(databasePort),
        HOST: '127.0.0.1',
        // Empty rather than unset, so that a developer's .env cannot name another database.
        DATABASE_URL: '',
        SEED_DEMO_CONTENT: 'true',
        // Passed on to every CMS process (the cluster's children inherit its environment).
        ...providerFakesEnvironment(anthropic, google),
        // Longer than the stall: a slow Claude is waited for, never given up on.
        ANTHROPIC_TIMEOUT_MS: String(STALL_MS * 2),
        JOBS_POLL_SECONDS: '1',
        JOBS_LEASE_SECONDS: String(CLUSTER_LEASE_SECONDS),
        // The social web's tests run a second server on loopback; a failed delivery is retried soon.
        FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
        FEDERATION_RETRY_DELAY_MS: '1000',
      },
    },
  )
  const teardown = async () => {
    await stopService(cluster, 30_000)
    await Promise.all([anthropic.close(), google.close()])
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const components = await awaitManifest(path.join(dataDir, 'cluster', 'cluster.json'), cluster)
    project.provide('entryUrl', `http://localhost:${entryPort}`)
    project.provide('cmsOriginUrl', `http://localhost:${cmsOriginPort}`)
    project.provide('dataDir', dataDir)
    project.provide('components', components)
    project.provide('clusterPid', cluster.child.pid ?? 0)
    project.provide('anthropicUrl', anthropic.url)
    project.provide('googleUrl', google.url)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}

async function awaitManifest(file: string, cluster: Service): Promise<ClusterComponent[]> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!existsSync(file)) {
    if (cluster.child.exitCode !== null)
      throw new Error(
        `npm run start:cluster exited with ${cluster.child.exitCode} (DEBUG_STACK=1 shows why)`,
      )
    if (Date.now() > deadline) throw new Error('The cluster did not start within four minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return JSON.parse(await readFile(file, 'utf8')) as ClusterComponent[]
}
