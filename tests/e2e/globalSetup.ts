import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import { startStack } from '../../scripts/lib/stack'
import { startAnthropicFake } from '../fakes/anthropic'
import { startFakeCoinGecko } from '../fakes/coingecko'
import { startGoogleFake } from '../fakes/google'
import { startSmtpFake } from '../fakes/smtp'
import { makeTempDataDir } from '../support/tempDataDir'

import { e2ePorts } from './ports'

const ANTHROPIC_KEY = 'e2e-anthropic-key'
const GOOGLE_KEY = 'e2e-google-key'

/**
 * Production builds of both apps twice over: on a seeded throw-away database, and on an empty one
 * for the empty states. Both stacks start side by side. Only the seeded one can generate articles,
 * against fakes of Claude and Gemini; the empty one has no AI keys ("not configured").
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const quiet = !process.env.DEBUG_STACK
  const [seededDir, emptyDir] = await Promise.all([
    makeTempDataDir('e2e'),
    makeTempDataDir('e2e-empty'),
  ])
  const coinGecko = await startFakeCoinGecko(e2ePorts.coinGecko)
  const [anthropic, google, smtp] = await Promise.all([
    startAnthropicFake({ apiKey: ANTHROPIC_KEY }),
    startGoogleFake({ apiKey: GOOGLE_KEY }),
    startSmtpFake(),
  ])
  const stopFakes = async () => {
    coinGecko.server.close()
    await Promise.all([anthropic.close(), google.close(), smtp.close()])
  }
  const cmsEnv = {
    MARKET_DATA_URL: coinGecko.url,
    // Parallel browsers share the proxy's upstream budget (a small one is tested on its own).
    MARKET_UPSTREAM_CALLS_PER_MINUTE: '1000',
    SMTP_URL: smtp.url,
  }
  const generationEnv = {
    ANTHROPIC_API_KEY: ANTHROPIC_KEY,
    ANTHROPIC_BASE_URL: anthropic.url,
    GOOGLE_API_KEY: GOOGLE_KEY,
    GOOGLE_GENAI_BASE_URL: google.url,
    // Jobs are picked up within a second and retried quickly, so a generation ends within a test.
    JOBS_POLL_SECONDS: '1',
    GENERATION_RETRY_BASE_MS: '100',
  }
  const started = await Promise.allSettled([
    startStack({
      dataDir: seededDir,
      sitePort: e2ePorts.site,
      cmsPort: e2ePorts.cms,
      databasePort: e2ePorts.database,
      seedDemoContent: true,
      embeddedDatabase: true,
      quiet,
      cmsEnv: { ...cmsEnv, ...generationEnv },
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
    await stopFakes()
    throw failure.reason
  }
  // Tests that must reach into the seeded database (e.g. to plant hostile HTML) read it here.
  process.env.E2E_DATABASE_URL = stacks[0]?.databaseUrl
  process.env.E2E_REVALIDATE_SECRET = (
    await readFile(path.join(seededDir, 'revalidate-secret'), 'utf8')
  ).trim()
  process.env.E2E_COINGECKO_CONTROL_URL = coinGecko.controlUrl
  process.env.E2E_ANTHROPIC_CONTROL_URL = anthropic.url
  process.env.E2E_GOOGLE_CONTROL_URL = google.url
  process.env.E2E_SMTP_CONTROL_URL = smtp.controlUrl
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()))
    await stopFakes()
    await Promise.all([seededDir, emptyDir].map((dir) => rm(dir, { recursive: true, force: true })))
  }
}
