import { rm } from 'node:fs/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import {
  startEmbeddedDatabase,
  type EmbeddedDatabase,
  type ShutdownMode,
} from '../../scripts/lib/database'
import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startCms } from '../../scripts/lib/stack'
import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { lexicalParagraphs } from '../support/lexical'
import { makeTempDataDir } from '../support/tempDataDir'

/**
 * PostgreSQL goes away in the middle of a clap and subscribe load and comes back on the same data
 * folder and port; the CMS is never restarted. This file has its own database and CMS, since it
 * takes the database away from whoever uses it.
 */

/** A request that has not finished by then counts as a hang. */
const CLIENT_TIMEOUT_MS = 10_000
/** How long the database stays down while the load goes on. */
const OUTAGE_MS = 3_000
/** The CMS must serve again this soon after the database is back. */
const RECOVERY_LIMIT_MS = 5_000
const CLAP_WORKERS = 8
const SUBSCRIBE_WORKERS = 4

let dataDir: string
let database: EmbeddedDatabase
let cms: Service
let cmsUrl: string
/** What the CMS printed: an uncaught exception there would end a plain Node process (the worker). */
let cmsOutput = ''

beforeAll(async () => {
  dataDir = await makeTempDataDir('faults-postgres')
  database = await startEmbeddedDatabase({ dataDir, port: await freePort() })
  const cmsPort = await freePort()
  cmsUrl = `http://localhost:${cmsPort}`
  cms = await startCms({
    databaseUrl: database.url,
    dataDir,
    cmsPort,
    siteUrl: inject('siteUrl'),
    seedDemoContent: false,
    quiet: !process.env.DEBUG_CMS,
    // The load comes from a few addresses; the CMS runs its jobs itself, as `npm start` does.
    env: { RATE_LIMITS: 'off', JOBS_POLL_SECONDS: '1' },
  })
  for (const stream of [cms.child.stdout, cms.child.stderr])
    stream?.on('data', (chunk: Buffer) => (cmsOutput += chunk.toString()))
})

afterAll(async () => {
  if (cms) await stopService(cms)
  await database?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${cmsUrl}${path}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

const ADMIN = { email: 'admin@faults.blockwise', password: 'fault-admin-password' }

/** The first account (an admin, over the REST API), an author and a published article. */
async function publishedArticle(name: string): Promise<string> {
  const admin = ADMIN
  const login = await fetch(`${cmsUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(admin),
  })
  if (!login.ok) await post('/cms-api/users/first-register', admin)
  const { token } = await post('/cms-api/users/login', admin)
  const auth = { authorization: `JWT ${String(token)}` }
  const { doc: author } = (await post(
    '/cms-api/authors',
    { name: `Author ${name}`, email: `author-${name}@faults.blockwise`, initials: 'FA' },
    auth,
  )) as { doc: { id: string } }
  const { doc: article } = (await post(
    '/cms-api/articles',
    {
      title: `Claps under fault ${name}`,
      excerpt: 'An article readers clap for while the database restarts.',
      content: lexicalParagraphs('PostgreSQL goes down and comes back.'),
      authorId: author.id,
      published: true,
    },
    auth,
  )) as { doc: { slug: string } }
  return article.slug
}

interface Outcome {
  /** 'answered': an HTTP status came back; 'none': the connection failed or the client gave up. */
  kind: 'answered' | 'none'
  status: number
  body: unknown
  retryAfter: string | null
  failure?: string
  startedAt: number
  ms: number
}

async function attempt(path: string, body: unknown): Promise<Outcome> {
  const startedAt = Date.now()
  try {
    const response = await fetch(`${cmsUrl}${path}`, {
      method: 'POST',
      headers: readerHeaders(JSON_HEADERS),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // kept as text: the assertions say it should have been JSON
    }
    return {
      kind: 'answered',
      status: response.status,
      body: parsed,
      retryAfter: response.headers.get('retry-after'),
      startedAt,
      ms: Date.now() - startedAt,
    }
  } catch (error) {
    const failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return {
      kind: 'none',
      status: 0,
      body: null,
      retryAfter: null,
      failure,
      startedAt,
      ms: Date.now() - startedAt,
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const ok = (outcome: Outcome) => outcome.kind === 'answered' && outcome.status < 300

/** Workers that repeat `request` until told to stop, pausing briefly after a failure. */
function load<T extends Outcome>(workers: number, request: (n: number) => Promise<T>) {
  const outcomes: T[] = []
  let running = true
  let n = 0
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const outcome = await request(n++)
      outcomes.push(outcome)
      if (!ok(outcome)) await sleep(25)
    }
  })
  return {
    outcomes,
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

async function queryDatabase<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query<R>(text, values)).rows
  } finally {
    await client.end()
  }
}

async function restartUnderLoad(mode: ShutdownMode) {
  const slug = await publishedArticle(mode)
  // Addresses stay within the 40 characters docs/product.md#validation allows.
  const run = `${mode[0]}${Date.now() % 1_000_000}`
  const claps = load(CLAP_WORKERS, () => attempt(`/api/articles/${slug}/clap`, {}))
  const subscriptions = load(SUBSCRIBE_WORKERS, async (n) => {
    const email = `r${n}-${run}@faults.test`
    return {
      ...(await attempt('/api/newsletter/subscribe', { name: 'Fault Reader', email })),
      email,
    }
  })
  await sleep(1_500)
  await database.halt(mode)
  const haltedAt = Date.now()
  await sleep(OUTAGE_MS)
  await database.resume()
  const resumedAt = Date.now()
  // A reader arriving after the database is back is served, without restarting the CMS.
  let recoveredAt = 0
  while (!recoveredAt && Date.now() - resumedAt < RECOVERY_LIMIT_MS + 5_000) {
    const email = `p${Date.now() % 100_000}-${run}@faults.test`
    const [clap, subscribe] = await Promise.all([
      attempt(`/api/articles/${slug}/clap`, {}),
      attempt('/api/newsletter/subscribe', { name: 'Probe', email }),
    ])
    claps.outcomes.push(clap)
    subscriptions.outcomes.push({ ...subscribe, email })
    if (ok(clap) && ok(subscribe)) recoveredAt = Date.now()
    else await sleep(100)
  }
  await sleep(1_000)
  await Promise.all([claps.stop(), subscriptions.stop()])
  return {
    slug,
    run,
    claps: claps.outcomes,
    subscriptions: subscriptions.outcomes,
    haltedAt,
    recoveryMs: recoveredAt ? recoveredAt - resumedAt : Number.POSITIVE_INFINITY,
  }
}

describe.each<ShutdownMode>(['fast', 'immediate'])(
  'PostgreSQL stopped (%s) in the middle of a clap and subscribe load',
  (mode) => {
    it('keeps every acknowledged write, answers the rest 503, and serves again within 5 s', async () => {
      const pid = cms.child.pid
      cmsOutput = ''
      const result = await restartUnderLoad(mode)
      const all = [...result.claps, ...result.subscriptions]
      const failed = all.filter((outcome) => !ok(outcome))
      const tally = new Map<string, number>()
      for (const { status, failure } of all) {
        const key = status ? String(status) : (failure ?? '?')
        tally.set(key, (tally.get(key) ?? 0) + 1)
      }
      console.log(
        `PostgreSQL ${mode} stop: ${result.claps.length} claps, ${result.subscriptions.length} ` +
          `subscriptions; answers ${[...tally].map(([key, n]) => `${key} ×${n}`).join(', ')}; ` +
          `served again ${result.recoveryMs} ms after PostgreSQL was back`,
      )

      // The outage really happened during the load: writes before it, refusals during it.
      expect(result.claps.filter((outcome) => outcome.startedAt < result.haltedAt).some(ok)).toBe(
        true,
      )
      expect(failed.length).toBeGreaterThan(0)

      // Every request was answered, in time, by the same CMS process: no hang, no dropped socket.
      expect(all.filter((outcome) => outcome.kind === 'none')).toEqual([])
      expect(Math.max(...all.map((outcome) => outcome.ms))).toBeLessThan(CLIENT_TIMEOUT_MS)
      expect(cms.child.exitCode).toBeNull()
      expect(cms.child.pid).toBe(pid)
      expect(cmsOutput).not.toMatch(/uncaughtException|unhandledRejection/)

      // The others got a clear 503 with the contract's envelope and a Retry-After.
      for (const outcome of failed) {
        expect(outcome.status, JSON.stringify(outcome)).toBe(503)
        expect(outcome.body).toEqual({ error: expect.any(String) as string })
        expect(Number(outcome.retryAfter)).toBeGreaterThan(0)
      }

      // Claps: every 2xx counted once. An UPDATE whose commit landed but whose answer was lost
      // may add one the client saw fail, never more than those.
      const okClaps = result.claps.filter(ok)
      const failedClaps = result.claps.length - okClaps.length
      const [row] = await queryDatabase<{ claps: string }>(
        'SELECT claps FROM articles WHERE slug = $1',
        [result.slug],
      )
      const count = Number(row?.claps)
      expect(count).toBeGreaterThanOrEqual(okClaps.length)
      expect(count).toBeLessThanOrEqual(okClaps.length + failedClaps)
      const answered = okClaps.map((outcome) => (outcome.body as { claps: number }).claps)
      expect(new Set(answered).size).toBe(answered.length)
      expect(Math.max(...answered)).toBeLessThanOrEqual(count)

      // Subscribers: every address that got a 2xx is stored, once.
      const emails = await queryDatabase<{ email: string }>(
        'SELECT email FROM newsletters WHERE email LIKE $1',
        [`%-${result.run}@%`],
      )
      const stored = new Set(emails.map(({ email }) => email))
      expect(stored.size).toBe(emails.length)
      const acknowledged = result.subscriptions.filter(ok).map((outcome) => outcome.email)
      expect(acknowledged.length).toBeGreaterThan(0)
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([])

      expect(result.recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS)
    })
  },
)
