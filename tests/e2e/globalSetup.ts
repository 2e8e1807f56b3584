import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import { startStack } from '../../scripts/lib/stack'
import { startFakeCoinGecko } from '../fakes/coingecko'
import { startSmtpFake } from '../fakes/smtp'
import { makeTempDataDir } from '../support/tempDataDir'

import { e2ePorts } from './ports'

/**
 * Production builds of both apps twice over: on a seeded throw-away database, and on an empty one
 * for the empty states. Both stacks start side by side.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const quiet = !process.env.DEBUG_STACK
  const [seededDir, emptyDir] = await Promise.all([
    makeTempDataDir('e2e'),
    makeTempDataDir('e2e-empty'),
  ])
  const coinGecko = await startFakeCoinGecko(e2ePorts.coinGecko)
  const smtp = await startSmtpFake()
  const cmsEnv = { MARKET_DATA_URL: coinGecko.url, SMTP_URL: smtp.url }
  const started = await Promise.allSettled([
    startStack({
      dataDir: seededDir,
      sitePort: e2ePorts.site,
      cmsPort: e2ePorts.cms,
      databasePort: e2ePorts.database,
      seedDemoContent: true,
      embeddedDatabase: true,
      quiet,
      cmsEnv,
    }),
    startStack({
      dataDir: emptyDir,
      sitePort: e2ePorts.emptySite,
      cmsPort: e2ePorts.emptyCms,
      databasePort: e2ePorts.emptyDatabase,
      seedDemoContent: false,
      embeddedDatabase: true,
      quiet,
      cmsEnv,
    }),
  ])
  const stacks = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(stacks.map((stack) => stack.stop()))
    coinGecko.server.close()
    await smtp.close()
    throw failure.reason
  }
  // Tests that must reach into the seeded database (e.g. to plant hostile HTML) read it here.
  process.env.E2E_DATABASE_URL = stacks[0]?.databaseUrl
  process.env.E2E_REVALIDATE_SECRET = (
    await readFile(path.join(seededDir, 'revalidate-secret'), 'utf8')
  ).trim()
  process.env.E2E_COINGECKO_CONTROL_URL = coinGecko.controlUrl
  process.env.E2E_SMTP_CONTROL_URL = smtp.controlUrl
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()))
    coinGecko.server.close()
    await smtp.close()
    await Promise.all([seededDir, emptyDir].map((dir) => rm(dir, { recursive: true, force: true })))
  }
}
