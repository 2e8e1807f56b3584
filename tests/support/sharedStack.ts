import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'

import { startEmbeddedDatabase } from '../../scripts/lib/database'
import { freePort, stopService } from '../../scripts/lib/processes'
import { startCms } from '../../scripts/lib/stack'
import { makeTempDataDir } from './tempDataDir'
import { startWebhookRecorder } from './webhookRecorder'
import { startFakeCoinGecko } from '../fakes/coingecko'
import { startSmtpFake } from '../fakes/smtp'

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string
    databaseUrl: string
    dataDir: string
    /** The stand-in site that receives the CMS's revalidation webhooks. */
    siteUrl: string
    /** Where tests steer the fake CoinGecko behind the CMS's market proxy. */
    coinGeckoControlUrl: string
    /** The CMS's mail server, and where tests read what it received. */
    smtpUrl: string
    smtpControlUrl: string
  }
}

/**
 * The global setup of a vitest project that tests the built CMS: a throw-away PostgreSQL and the
 * CMS on free ports, the fakes of its upstreams, and a stand-in site. The CMS applies the committed
 * migrations to the empty database at boot, as production does. `cmsEnv` adds to its environment.
 */
export async function startSharedStack(
  project: TestProject,
  name: string,
  cmsEnv: Record<string, string> = {},
): Promise<() => Promise<void>> {
  const dataDir = await makeTempDataDir(name)
  const database = await startEmbeddedDatabase({ dataDir, port: await freePort() })
  const cmsPort = await freePort()
  const sitePort = await freePort()
  const site = await startWebhookRecorder(sitePort)
  const siteUrl = `http://127.0.0.1:${sitePort}`
  const coinGecko = await startFakeCoinGecko(await freePort())
  const smtp = await startSmtpFake()
  const cms = await startCms({
    databaseUrl: database.url,
    dataDir,
    cmsPort,
    siteUrl,
    seedDemoContent: false,
    quiet: !process.env.DEBUG_CMS,
    // A one-second market cache lets the tests see it expire. This CMS has no AI keys and runs no
    // generation jobs: the generation tests start their own CMS beside it, wired to the AI fakes.
    // Every suite's market calls share one upstream budget: wide here, held small by
    // market-upstream-budget.test.ts on a CMS of its own.
    env: {
      MARKET_DATA_URL: coinGecko.url,
      MARKET_CACHE_SECONDS: '1',
      MARKET_UPSTREAM_CALLS_PER_MINUTE: '1000',
      JOBS_RUNNER: 'worker',
      SMTP_URL: smtp.url,
      ...cmsEnv,
    },
  }).catch(async (error: unknown) => {
    await database.stop()
    throw error
  })
  project.provide('cmsUrl', `http://localhost:${cmsPort}`)
  project.provide('databaseUrl', database.url)
  project.provide('dataDir', dataDir)
  project.provide('siteUrl', siteUrl)
  project.provide('coinGeckoControlUrl', coinGecko.controlUrl)
  project.provide('smtpUrl', smtp.url)
  project.provide('smtpControlUrl', smtp.controlUrl)
  return async () => {
    await stopService(cms)
    site.close()
    coinGecko.server.close()
    await smtp.close()
    await database.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
