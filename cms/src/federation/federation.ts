import { createExponentialBackoffPolicy, createFederation } from '@fedify/fedify'
import { Temporal } from '@js-temporal/polyfill'
import type { Payload } from 'payload'
import pg from 'pg'

import { env } from '@/env'
import { poolErrorHandling } from '@/lib/databasePool'

import { registerActors } from './actors'
import { registerArticleObjects } from './articleObjects'
import { registerCollections } from './collections'
import type { BlockwiseContext, BlockwiseFederation } from './contextData'
import { registerInbox } from './inbox/listeners'
import { logFederationProblems } from './logging'
import { registerNodeInfo } from './nodeInfo'
import { setFederationQueueStarter } from './queue/federationMessageTask'
import { PayloadJobsQueue } from './queue/payloadJobsQueue'
import { PostgresKvStore } from './store/postgresKvStore'

interface Built {
  federation: BlockwiseFederation
  kv: PostgresKvStore
}

function build(payload: Payload): Built {
  logFederationProblems()
  const kv = new PostgresKvStore(
    new pg.Pool({ connectionString: env.databaseUrl, max: 2, ...poolErrorHandling }),
  )
  const federation = createFederation<Payload>({
    kv,
    // Deliveries and received activities are jobs of the jobs runner (the CMS or the workers).
    queue: new PayloadJobsQueue(() => Promise.resolve(payload)),
    manuallyStartQueue: true,
    origin: env.siteUrl,
    allowPrivateAddress: env.federationAllowsPrivateAddresses,
    outboxRetryPolicy: createExponentialBackoffPolicy({
      initialDelay: Temporal.Duration.from({ milliseconds: env.federationRetryDelayMs }),
      maxDelay: Temporal.Duration.from({ hours: 12 }),
      maxAttempts: 10,
    }),
  })
  registerActors(federation)
  registerCollections(federation)
  registerArticleObjects(federation)
  registerNodeInfo(federation)
  registerInbox(federation)
  return { federation, kv }
}

/** One federation per process (Next's route bundles and the server share it through globalThis). */
const BUILT_KEY = Symbol.for('blockwise.federation')
const processGlobals = globalThis as { [BUILT_KEY]?: Built }
const built = (payload: Payload) => (processGlobals[BUILT_KEY] ??= build(payload))

export const federationFor = (payload: Payload): BlockwiseFederation => built(payload).federation

/** The store where Fedify keeps its caches and the received requests' signatures. */
export const federationStore = (payload: Payload): PostgresKvStore => built(payload).kv

/** A context outside any request (a job, an editor's save): addresses on the site's origin. */
export const federationContext = (payload: Payload): BlockwiseContext =>
  federationFor(payload).createContext(new URL(env.siteUrl), payload)

// The jobs runner starts listening the first time it runs a federation job in this process.
setFederationQueueStarter((payload) => federationFor(payload).startQueue(payload))
