import { AsyncLocalStorage } from 'node:async_hooks'

import { configureSync, getConsoleSink } from '@logtape/logtape'

const CONFIGURED_KEY = Symbol.for('blockwise.federationLogging')
const processGlobals = globalThis as { [CONFIGURED_KEY]?: boolean }

/**
 * Fedify logs through LogTape, which writes nothing until configured: its warnings and errors (a
 * delivery refused by a follower's server, a signature that does not verify, a listener that
 * threw) go to the process's output beside Payload's. Once per process.
 */
export function logFederationProblems(): void {
  if (processGlobals[CONFIGURED_KEY]) return
  processGlobals[CONFIGURED_KEY] = true
  configureSync({
    sinks: { console: getConsoleSink() },
    // Fedify tags each record with the request or job it belongs to.
    contextLocalStorage: new AsyncLocalStorage(),
    loggers: [
      { category: 'fedify', lowestLevel: 'warning', sinks: ['console'] },
      { category: ['logtape', 'meta'], lowestLevel: 'warning', sinks: ['console'] },
    ],
  })
}
