import { inject } from 'vitest'

import { CMS_DIR, PAYLOAD_CLI } from '../../scripts/lib/paths'
import { freePort, startService, stopService, type Service } from '../../scripts/lib/processes'
import { localCmsEnvironment, startCms } from '../../scripts/lib/stack'
import { startAnthropicFake, type AnthropicFake } from '../fakes/anthropic'
import { startGoogleFake, type GoogleFake } from '../fakes/google'

export const ANTHROPIC_KEY = 'test-anthropic-key'
export const GOOGLE_KEY = 'test-google-key'

/**
 * A second built CMS on the integration database, wired to the Anthropic, Google and SMTP fakes
 * and running the jobs (generation, newsletter) itself unless told a worker does (the shared CMS
 * runs none). Tests script the fakes in-process
 * and may kill and restart this CMS.
 */
export interface RunnerCms {
  url: string
  anthropic: AnthropicFake
  google: GoogleFake
  environment: Record<string, string>
  /** SIGKILL, as a crash would: no graceful shutdown of anything in flight. */
  crash: () => void
  start: () => Promise<void>
  stop: () => Promise<void>
}

/** The keys and addresses that point a CMS process's Claude and image calls at the fakes. */
export function providerFakesEnvironment(
  anthropic: AnthropicFake,
  google: GoogleFake,
): Record<string, string> {
  return {
    ANTHROPIC_API_KEY: ANTHROPIC_KEY,
    ANTHROPIC_BASE_URL: anthropic.url,
    GOOGLE_API_KEY: GOOGLE_KEY,
    GOOGLE_GENAI_BASE_URL: google.url,
  }
}

/** The environment that wires a CMS process (web, worker or CLI) to the fakes. */
function generationEnvironment(
  anthropic: AnthropicFake,
  google: GoogleFake,
  jobsRunner: 'cms' | 'worker',
): Record<string, string> {
  return {
    ...providerFakesEnvironment(anthropic, google),
    SMTP_URL: inject('smtpUrl'),
    JOBS_RUNNER: jobsRunner,
    JOBS_POLL_SECONDS: '1',
    // A killed runner's jobs are taken over within seconds.
    JOBS_LEASE_SECONDS: '3',
    // Short waits and timeouts, so retries and timeouts happen within a test.
    GENERATION_RETRY_BASE_MS: '50',
    GENERATION_RETRY_MAX_MS: '300',
    NEWSLETTER_RETRY_DELAY_MS: '1000',
    WEBHOOK_RETRY_DELAY_MS: '1000',
    // The tests' webhook receivers listen on 127.0.0.2; every other internal address, 127.0.0.1
    // (where `localhost` points) included, stays refused.
    WEBHOOK_ALLOWED_NETWORKS: '127.0.0.2/32',
    ANTHROPIC_TIMEOUT_MS: '1500',
    GOOGLE_TIMEOUT_MS: '1500',
  }
}

/** Another built CMS on the integration database, beside the shared one, with `env` added. */
export function startSecondCms(cmsPort: number, env: Record<string, string>): Promise<Service> {
  return startCms({
    databaseUrl: inject('databaseUrl'),
    dataDir: inject('dataDir'),
    cmsPort,
    siteUrl: inject('siteUrl'),
    seedDemoContent: false,
    quiet: !process.env.DEBUG_CMS,
    env,
  })
}

export async function startRunnerCms(
  jobsRunner: 'cms' | 'worker' = 'cms',
  { slowMs = 4_000, numberedTitles = false } = {},
): Promise<RunnerCms> {
  const anthropic = await startAnthropicFake({ apiKey: ANTHROPIC_KEY, slowMs, numberedTitles })
  const google = await startGoogleFake({ apiKey: GOOGLE_KEY, slowMs })
  const port = await freePort()
  let cms: Service | undefined
  const start = async () => {
    cms = await startSecondCms(port, generationEnvironment(anthropic, google, jobsRunner))
  }
  await start()
  return {
    url: `http://localhost:${port}`,
    anthropic,
    google,
    environment: generationEnvironment(anthropic, google, jobsRunner),
    crash: () => cms?.child.kill('SIGKILL'),
    start,
    stop: async () => {
      if (cms) await stopService(cms)
      await Promise.all([anthropic.close(), google.close()])
    },
  }
}

/** The environment of a CMS process (`npm run worker`, `npm run generate`) beside `cms`. */
export async function processEnvironment(
  cms: RunnerCms,
  env: Record<string, string> = {},
): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    ...(await localCmsEnvironment({
      databaseUrl: inject('databaseUrl'),
      dataDir: inject('dataDir'),
    })),
    ...cms.environment,
    NODE_ENV: 'production',
    ...env,
  }
}

/** An `npm run worker` wired to the runner CMS's fakes, once it polls the queues. */
export async function startWorker(
  cms: RunnerCms,
  name = 'worker',
  env: Record<string, string> = {},
): Promise<Service> {
  return startWorkerProcess(name, await processEnvironment(cms, env))
}

/** An `npm run worker` with exactly `environment`, once it polls the queues. */
export async function startWorkerProcess(
  name: string,
  environment: NodeJS.ProcessEnv,
): Promise<Service> {
  const worker = startService(name, process.execPath, [...PAYLOAD_CLI, 'worker'], {
    cwd: CMS_DIR,
    env: environment,
    quiet: !process.env.DEBUG_CMS,
  })
  await new Promise<void>((resolve, reject) => {
    worker.child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Worker polling')) resolve()
    })
    worker.child.once('exit', (code) => reject(new Error(`${name} exited (${code}) on start`)))
  })
  return worker
}
