import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { startDatabase, startEmbeddedDatabase, type Database } from '../database'
import { CMS_DIR, PAYLOAD_CLI } from '../paths'
import { awaitReady, freePort, startService, stopService, type Service } from '../processes'
import { startRedisServer, type RedisServer } from '../redisServer'
import { startS3Server, type S3Server } from '../s3Server'
import { localCmsEnvironment, startCms, startSite } from '../stack'
import { awaitEveryInstance } from './everyInstance'
import { startVarnish } from './varnish'

export interface ClusterOptions {
  /** The embedded PostgreSQL's data, the S3 store's objects, the secrets and Varnish's folder. */
  dataDir: string
  /** Where the entry and the CMS origin listen; every instance stays on loopback behind them. */
  host: string
  entryPort: number
  cmsOriginPort: number
  databasePort: number
  seedDemoContent: boolean
  quiet?: boolean
  /** Tests: always a throw-away embedded PostgreSQL, even when DATABASE_URL is set. */
  embeddedDatabase?: boolean
  /** Extra environment for the CMS instances and the worker, e.g. the benchmark's RATE_LIMITS=off. */
  cmsEnv?: Record<string, string>
  /** Extra environment for the site instances, e.g. the benchmark's SITE_MICRO_CACHE=on. */
  siteEnv?: Record<string, string>
}

/** One running part of the cluster, as printed by `npm run start:cluster`. */
export interface ClusterComponent {
  name: string
  /** Where it answers; none for the worker, which only polls the job queue. */
  url?: string
  pid?: number
}

export interface Cluster {
  /** The readers' entry: Varnish in front of the site instances. */
  entryUrl: string
  /** The CMS's origin (admin, /cms-api): Varnish in front of the CMS instances. */
  cmsOriginUrl: string
  embeddedDatabase: boolean
  components: ClusterComponent[]
  stop: () => Promise<void>
}

const INSTANCE_HOST = '127.0.0.1'

/** A URL on `host` that this machine can reach (a wildcard address is reached on loopback). */
function reachableUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host
  return `http://${reachable}:${port}`
}

/** The database's address without its credentials, for printing. */
function withoutCredentials(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  url.username = ''
  url.password = ''
  return url.toString()
}

/**
 * Redis, PostgreSQL, an S3-compatible store, two CMS instances, a jobs worker and two site
 * instances on loopback, behind Varnish as the one entry. Every instance gets REDIS_URL and
 * EDGE_PURGE_URL; the CMS processes keep media in the store's bucket (S3_*), each with a media
 * folder of its own that only a missing bucket would fill; all share the secrets of `dataDir`; the
 * CMS trusts forwarded client addresses only from loopback (Varnish and the site instances).
 * Everything started is stopped again if a part fails to start.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await mkdir(options.dataDir, { recursive: true })
  const entryUrl = reachableUrl(options.host, options.entryPort)
  const cmsOriginUrl = reachableUrl(options.host, options.cmsOriginPort)
  const sitePorts = [await freePort(), await freePort()] as const
  const cmsPorts = [await freePort(), await freePort()] as const
  const instances = (ports: readonly [number, number]) =>
    [
      { host: INSTANCE_HOST, port: ports[0] },
      { host: INSTANCE_HOST, port: ports[1] },
    ] as const

  const services: Service[] = []
  const components: ClusterComponent[] = []
  let database: Database | undefined
  let redis: RedisServer | undefined
  let s3: S3Server | undefined
  const stop = async () => {
    for (const service of services.toReversed()) await stopService(service)
    await s3?.stop()
    await redis?.stop()
    await database?.stop()
  }
  // As on machines of their own: a file one instance wrote where only the bucket shares it.
  const ownDisk = (name: string) => path.join(options.dataDir, 'cluster', name, 'media')
  const started = (service: Service, component: Omit<ClusterComponent, 'pid'>) => {
    services.push(service)
    components.push({ ...component, pid: service.child.pid })
  }

  try {
    const start = options.embeddedDatabase ? startEmbeddedDatabase : startDatabase
    database = await start({ dataDir: options.dataDir, port: options.databasePort })
    components.push({ name: 'postgres', url: withoutCredentials(database.url) })
    redis = await startRedisServer({ quiet: options.quiet })
    components.push({ name: 'redis', url: redis.url, pid: redis.service.child.pid })
    // In this process: its objects stay in the data folder, as the embedded database's do.
    s3 = await startS3Server({ directory: path.join(options.dataDir, 'cluster', 's3') })
    components.push({ name: 's3 (media)', url: `${s3.endpoint}/${s3.bucket}` })

    const varnish = await startVarnish({
      dir: path.join(options.dataDir, 'cluster', 'varnish'),
      host: options.host,
      entryPort: options.entryPort,
      cmsPort: options.cmsOriginPort,
      backends: { sites: instances(sitePorts), cmses: instances(cmsPorts) },
      quiet: options.quiet,
    })
    started(varnish, { name: 'varnish (entry)', url: entryUrl })
    components.push({ name: 'varnish (CMS origin)', url: cmsOriginUrl, pid: varnish.child.pid })

    const cmsEnv = {
      HOST: INSTANCE_HOST,
      CMS_URL: cmsOriginUrl,
      REDIS_URL: redis.url,
      EDGE_PURGE_URL: entryUrl,
      EDGE_PURGE_ADAPTER: 'varnish',
      // Every CMS process reads and writes media in the one bucket, not on its own disk.
      ...s3.environment,
      // Varnish and the site instances, all on this machine's loopback.
      TRUSTED_PROXIES: 'loopback',
      // The worker below runs the jobs; the web instances only queue them.
      JOBS_RUNNER: 'worker',
      ...options.cmsEnv,
    }
    // One after the other: the first applies the migrations (and seeds a new database).
    for (const [index, cmsPort] of cmsPorts.entries()) {
      const name = `cms-${index + 1}`
      const cms = await startCms({
        name,
        databaseUrl: database.url,
        embeddedDatabase: database.embedded,
        dataDir: options.dataDir,
        cmsPort,
        siteUrl: entryUrl,
        seedDemoContent: options.seedDemoContent && index === 0,
        quiet: options.quiet,
        env: { ...cmsEnv, MEDIA_DIR: ownDisk(name) },
      })
      started(cms, { name, url: `http://${INSTANCE_HOST}:${cmsPort}` })
    }
    // The site instances read the CMS through Varnish: it must have found a CMS healthy.
    await awaitReady(`${cmsOriginUrl}/health`, varnish)

    const worker = startService('worker', process.execPath, [...PAYLOAD_CLI, 'worker'], {
      cwd: CMS_DIR,
      quiet: options.quiet,
      env: {
        ...process.env,
        ...(await localCmsEnvironment({
          databaseUrl: database.url,
          embeddedDatabase: database.embedded,
          dataDir: options.dataDir,
        })),
        ...cmsEnv,
        MEDIA_DIR: ownDisk('worker'),
        SITE_URL: entryUrl,
        // As in production; otherwise Payload regenerates cms/src/payload-types.ts at every start.
        NODE_ENV: 'production',
      },
    })
    started(worker, { name: 'worker' })

    const sites = sitePorts.map((port, index) => ({ name: `site-${index + 1}`, port }))
    for (const { name, port: sitePort } of sites) {
      const site = await startSite({
        name,
        sitePort,
        cmsUrl: cmsOriginUrl,
        dataDir: options.dataDir,
        quiet: options.quiet,
        env: {
          HOST: INSTANCE_HOST,
          SITE_URL: entryUrl,
          CMS_PUBLIC_URL: cmsOriginUrl,
          // Varnish sets X-Forwarded-For to the reader's address.
          SITE_BEHIND_PROXY: 'true',
          // Varnish keeps every page and coalesces misses: a micro-cache behind it answers nothing (decision 0029).
          SITE_MICRO_CACHE: 'off',
          REDIS_URL: redis.url,
          SITE_INSTANCE: name,
          ...options.siteEnv,
        },
      })
      started(site, { name, url: `http://${INSTANCE_HOST}:${sitePort}` })
    }
    await awaitEveryInstance(
      entryUrl,
      sites.map((site) => site.name),
      varnish,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { entryUrl, cmsOriginUrl, embeddedDatabase: database.embedded, components, stop }
}
