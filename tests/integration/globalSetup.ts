import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'

import { startEmbeddedDatabase } from '../../scripts/lib/database'
import { freePort, stopService } from '../../scripts/lib/processes'
import { startCms } from '../../scripts/lib/stack'
import { makeTempDataDir } from '../support/tempDataDir'
import { startWebhookRecorder } from '../support/webhookRecorder'
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
    env: {
      MARKET_DATA_URL: coinGecko.url,
      MARKET_CACHE_SECONDS: '1',
      // Readers share article lists for a minute here, so the tests see the sharing for certain;
      // tests that need a list with changes made from their own process ask with no-cache.
      PUBLISHED_LIST_CACHE_MS: '60000',
      JOBS_RUNNER: 'worker',
      SMTP_URL: smtp.url,
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
