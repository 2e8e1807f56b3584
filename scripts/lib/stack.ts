import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { startDatabase, startEmbeddedDatabase, type Database } from './database'
import { HEAP_BOUND_MB } from './heapBound'
import { CMS_DIR, CMS_SERVER, FRONTEND_DIR, SITE_SERVER } from './paths'
import { awaitReady, startService, stopService, type Service } from './processes'

export interface StackOptions {
  /** Holds the embedded PostgreSQL data, uploaded media and the generated Payload secret. */
  dataDir: string
  sitePort: number
  cmsPort: number
  databasePort: number
  seedDemoContent: boolean
  quiet?: boolean
  /** Tests: always a throw-away embedded PostgreSQL, even when DATABASE_URL is set. */
  embeddedDatabase?: boolean
  /** Extra environment for the CMS, e.g. MARKET_DATA_URL pointing at a stand-in. */
  cmsEnv?: Record<string, string>
  /** Extra environment for the site, e.g. the benchmark's SITE_MICRO_CACHE=off. */
  siteEnv?: Record<string, string>
  /** Where the CMS and the site write a V8 CPU profile when they stop (`cms/`, `site/`). */
  cpuProfileDir?: string
}

export interface Stack {
  siteUrl: string
  cmsUrl: string
  databaseUrl: string
  /** Whether the stack runs its own embedded PostgreSQL (then the demo accounts have known passwords). */
  embeddedDatabase: boolean
  /** The server processes (for measuring them). */
  pids: { cms: number; site: number }
  stop: () => Promise<void>
}

/** A secret from the environment, or one generated for this data folder and kept there. */
async function persistentSecret(dataDir: string, variable: string): Promise<string> {
  const fromEnvironment = process.env[variable]
  if (fromEnvironment) return fromEnvironment
  const file = path.join(dataDir, variable.toLowerCase().replaceAll('_', '-'))
  const existing = await readFile(file, 'utf8').catch(() => '')
  if (existing.trim()) return existing.trim()
  const secret = randomBytes(32).toString('hex')
  await writeFile(file, secret, { mode: 0o600 })
  return secret
}

export interface CmsOptions {
  /** The prefix of its log lines; `cms` unless several run side by side. */
  name?: string
  databaseUrl: string
  /** The scripts' own embedded PostgreSQL: only there do demo accounts get the README's passwords. */
  embeddedDatabase?: boolean
  dataDir: string
  cmsPort: number
  siteUrl: string
  seedDemoContent: boolean
  quiet?: boolean
  env?: Record<string, string>
  cpuProfileDir?: string
}

/** The environment every CMS process of the local stack shares (server, CLI, seed). */
export async function localCmsEnvironment(options: {
  databaseUrl: string
  embeddedDatabase?: boolean
  dataDir: string
  cmsPort?: number
  sitePort?: number
}): Promise<Record<string, string>> {
  await mkdir(options.dataDir, { recursive: true })
  return {
    DATABASE_URL: options.databaseUrl,
    PAYLOAD_SECRET: await persistentSecret(options.dataDir, 'PAYLOAD_SECRET'),
    REVALIDATE_SECRET: await persistentSecret(options.dataDir, 'REVALIDATE_SECRET'),
    PREVIEW_SECRET: await persistentSecret(options.dataDir, 'PREVIEW_SECRET'),
    CMS_URL: `http://localhost:${options.cmsPort ?? 3001}`,
    SITE_URL: `http://localhost:${options.sitePort ?? 3000}`,
    MEDIA_DIR: path.join(options.dataDir, 'media'),
    MAIL_DIR: path.join(options.dataDir, 'mail'),
    NEXT_TELEMETRY_DISABLED: '1',
    LOCAL_DEMO_PASSWORDS: String(options.embeddedDatabase ?? false),
    // Payload's development-only check that every @payloadcms package has payload's version fails
    // (an unhandled rejection) on the storage plugin's deliberate one-patch lag: decision 0015.
    // The lockfile, the overrides' unit test and check:deps hold the versions instead.
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  }
}

/**
 * Memory settings of the production servers (each app's `start` script uses the same). The live
 * heaps are ~110 MB (CMS) and ~100 MB (site); left alone, V8 lets garbage grow a heap to ~500 MB
 * under load before collecting it, and the site's past 600 MB rendering article pages at random
 * over a 100,000-article archive. glibc's default of one malloc arena per thread holds ~90 MB more.
 * The heap's bound is HEAP_BOUND_MB (heapBound.ts).
 */
const CMS_NODE_ARGS = [`--max-old-space-size=${HEAP_BOUND_MB}`]
const SITE_NODE_ARGS = [`--max-old-space-size=${HEAP_BOUND_MB}`]
const MALLOC_ENV = { MALLOC_ARENA_MAX: '2' }

/** Node's flags for writing a CPU profile of a server into `dir/name` when it stops. */
const cpuProfileArgs = (dir: string | undefined, name: string) =>
  dir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, name)}`] : []

/** A server process just started, and a wait for it to answer (which stops it if it never does). */
interface Launch {
  service: Service
  ready: () => Promise<Service>
}

const readyLaunch = async (launch: Promise<Launch>): Promise<Service> => (await launch).ready()

/** A built app's production server on `port`, ready once `readyPath` answers 2xx. */
function launchApp(
  name: string,
  appDir: string,
  port: number,
  readyPath: string,
  options: { env: Record<string, string>; quiet?: boolean; server: string[] },
): Launch {
  const service = startService(name, process.execPath, options.server, {
    cwd: appDir,
    quiet: options.quiet,
    env: {
      ...process.env,
      ...MALLOC_ENV,
      ...options.env,
      PORT: String(port),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
  const url = `http://localhost:${port}${readyPath}`
  return { service, ready: () => awaitReady(url, service).then(() => service) }
}

async function launchCms(options: CmsOptions): Promise<Launch> {
  return launchApp(options.name ?? 'cms', CMS_DIR, options.cmsPort, '/health', {
    quiet: options.quiet,
    server: [...CMS_NODE_ARGS, ...cpuProfileArgs(options.cpuProfileDir, 'cms'), CMS_SERVER],
    env: {
      ...(await localCmsEnvironment(options)),
      SITE_URL: options.siteUrl,
      SEED_DEMO_CONTENT: String(options.seedDemoContent),
      ...options.env,
    },
  })
}

/** The built CMS on `cmsPort`; it applies migrations at boot and /health answers once it has. */
export const startCms = (options: CmsOptions): Promise<Service> => readyLaunch(launchCms(options))

interface SiteOptions {
  /** The prefix of its log lines; `site` unless several run side by side. */
  name?: string
  sitePort: number
  cmsUrl: string
  dataDir: string
  quiet?: boolean
  /** Extra environment, e.g. the REDIS_URL several instances share. */
  env?: Record<string, string>
  cpuProfileDir?: string
}

async function launchSite(options: SiteOptions): Promise<Launch> {
  await rm(path.join(FRONTEND_DIR, '.next', 'cache', 'fetch-cache'), {
    recursive: true,
    force: true,
  })
  return launchApp(options.name ?? 'site', FRONTEND_DIR, options.sitePort, '/', {
    quiet: options.quiet,
    server: [...SITE_NODE_ARGS, ...cpuProfileArgs(options.cpuProfileDir, 'site'), SITE_SERVER],
    env: {
      CMS_URL: options.cmsUrl,
      SITE_URL: `http://localhost:${options.sitePort}`,
      REVALIDATE_SECRET: await persistentSecret(options.dataDir, 'REVALIDATE_SECRET'),
      PREVIEW_SECRET: await persistentSecret(options.dataDir, 'PREVIEW_SECRET'),
      ...options.env,
    },
  })
}

/**
 * The built public site on `sitePort`, talking to the CMS at `cmsUrl`; it answers once it has
 * warmed up, which waits for that CMS (frontend/src/lib/cms/cmsBooted.ts). Its cached CMS responses
 * are dropped first: they may come from another database (a reset .data, an earlier test run).
 */
export const startSite = (options: SiteOptions): Promise<Service> =>
  readyLaunch(launchSite(options))

/**
 * PostgreSQL, then the CMS and the site side by side, from production builds: the site boots
 * while the CMS does, and warms up once the CMS answers.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  await mkdir(options.dataDir, { recursive: true })
  const siteUrl = `http://localhost:${options.sitePort}`
  const cmsUrl = `http://localhost:${options.cmsPort}`
  const services: Service[] = []
  let database: Database | undefined
  const stop = async () => {
    for (const service of services.reverse()) await stopService(service)
    await database?.stop()
  }
  try {
    const start = options.embeddedDatabase ? startEmbeddedDatabase : startDatabase
    database = await start({ dataDir: options.dataDir, port: options.databasePort })
    const cms = await launchCms({
      ...options,
      databaseUrl: database.url,
      embeddedDatabase: database.embedded,
      siteUrl,
      env: options.cmsEnv,
    })
    services.push(cms.service)
    const site = await launchSite({
      sitePort: options.sitePort,
      cmsUrl,
      dataDir: options.dataDir,
      quiet: options.quiet,
      cpuProfileDir: options.cpuProfileDir,
      env: options.siteEnv,
    })
    services.push(site.service)
    // Either failing stops both (below); the other's readiness is then no longer awaited.
    await Promise.all([cms.ready(), site.ready()])
  } catch (error) {
    await stop()
    throw error
  }
  const [cms, site] = services.map((service) => service.child.pid ?? 0)
  return {
    siteUrl,
    cmsUrl,
    databaseUrl: database.url,
    embeddedDatabase: database.embedded,
    pids: { cms: cms ?? 0, site: site ?? 0 },
    stop,
  }
}
