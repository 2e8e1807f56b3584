/**
 * `npm run bench:soak`: the production stack (as `npm start` runs it) on a seeded throw-away
 * database, wired to the fakes of Anthropic, Google and CoinGecko, under a mix of readers, editors
 * and generations for SOAK_MINUTES (30 by default). Every process's RSS is read every 10 s; the
 * run fails unless each ends ≤ 400 MB with no upward trend over its last third (soakMemory.ts).
 * Writes tests/bench/results/soak.csv and soak.md. SOAK_CMS_NODE_OPTIONS adds Node options to the
 * CMS (e.g. --heapsnapshot-signal=SIGUSR2 to look inside it during a run).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { format } from 'prettier'

import { DEMO_EDITOR } from '../../cms/src/seed/demoUsers'
import { buildApps } from '../../scripts/lib/build'
import { freePort } from '../../scripts/lib/processes'
import { startAnthropicFake } from '../fakes/anthropic'
import { startFakeCoinGecko } from '../fakes/coingecko'
import { startGoogleFake } from '../fakes/google'
import { makeTempDataDir } from '../support/tempDataDir'

import { startSeededStack } from './seededStacks'
import { judge, sampleMemory } from './soakMemory'
import { csv, markdownSummary } from './soakReport'
import { driveTraffic } from './soakTraffic'

const minutes = Number(process.env.SOAK_MINUTES ?? 30)
if (!(minutes > 0)) throw new Error('SOAK_MINUTES must be a positive number of minutes')
const SAMPLE_EVERY_MS = 10_000
const GENERATION_EVERY_MS = 3 * 60_000
const AI_KEY = 'soak-fake-key'
const RESULTS = path.join(import.meta.dirname, 'results')
const log = (message: string) => console.log(`[soak] ${message}`)

await buildApps()
const dataDir = await makeTempDataDir('soak')
const anthropic = await startAnthropicFake({ apiKey: AI_KEY })
const google = await startGoogleFake({ apiKey: AI_KEY })
const coinGecko = await startFakeCoinGecko(await freePort())
log('starting the stack on a seeded database')
const stack = await startSeededStack(dataDir, {
  cmsEnv: {
    // Every reader comes from this one address: per-client budgets would turn most of them away.
    RATE_LIMITS: 'off',
    MARKET_DATA_URL: coinGecko.url,
    ANTHROPIC_API_KEY: AI_KEY,
    ANTHROPIC_BASE_URL: anthropic.url,
    GOOGLE_API_KEY: AI_KEY,
    GOOGLE_GENAI_BASE_URL: google.url,
    ...(process.env.SOAK_CMS_NODE_OPTIONS
      ? { NODE_OPTIONS: process.env.SOAK_CMS_NODE_OPTIONS }
      : {}),
  },
})

let met = false
try {
  const articles = (await (
    await fetch(`${stack.cmsUrl}/api/articles?published=true&limit=50`)
  ).json()) as Array<{
    slug: string
    featuredImageSizes: Record<string, string | null> | null
  }>
  const [author] = (await (await fetch(`${stack.cmsUrl}/api/authors`)).json()) as Array<{
    id: string
  }>
  const login = await fetch(`${stack.cmsUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EDITOR.email, password: DEMO_EDITOR.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const images = articles.flatMap((article) =>
    Object.values(article.featuredImageSizes ?? {}).filter((url) => url !== null),
  )
  if (!author || images.length === 0 || !token) throw new Error('the demo content is missing')

  log(`${minutes} min of mixed use; RSS every ${SAMPLE_EVERY_MS / 1000} s`)
  const sampler = sampleMemory(stack.pids, SAMPLE_EVERY_MS, (sample) =>
    log(
      `${Math.round(sample.elapsedSeconds / 60)} min: ${Object.entries(sample.rssMb)
        .map(([name, mb]) => `${name} ${mb} MB`)
        .join(', ')}`,
    ),
  )
  const requests = await driveTraffic(
    {
      siteUrl: stack.siteUrl,
      cmsUrl: stack.cmsUrl,
      slugs: articles.map((article) => article.slug),
      images,
      authorId: author.id,
      editorToken: token,
    },
    Date.now() + minutes * 60_000,
    GENERATION_EVERY_MS,
  )
  sampler.stop()

  const figures = judge(sampler.samples)
  const failed = Object.values(requests).reduce((sum, counts) => sum + counts.failed, 0)
  const sent = Object.values(requests).reduce((sum, counts) => sum + counts.sent, 0)
  const generations = anthropic.requests.length
  const summary = markdownSummary({
    date: new Date().toISOString(),
    minutes,
    requests,
    figures,
    samples: sampler.samples,
  })
  await mkdir(RESULTS, { recursive: true })
  await writeFile(path.join(RESULTS, 'soak.csv'), csv(sampler.samples))
  await writeFile(path.join(RESULTS, 'soak.md'), await format(summary, { parser: 'markdown' }))
  console.log(`\n${summary}`)
  log(`${sent} requests, ${failed} failed; ${generations} articles written by the fake Claude`)
  // A soak whose requests mostly failed measured an idle server: it proves nothing.
  met = figures.every((process) => process.met) && failed <= sent * 0.01 && generations > 0
} finally {
  await stack.stop()
  await Promise.all([anthropic.close(), google.close()])
  coinGecko.server.close()
  await rm(dataDir, { recursive: true, force: true })
}
process.exit(met ? 0 : 1)
