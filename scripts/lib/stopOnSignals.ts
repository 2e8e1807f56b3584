import { DEMO_ADMIN } from '../../cms/src/seed/demoUsers'
import { dropEmbeddedPostgresListeners, STOP_SIGNALS } from './listenersBeforeEmbeddedPostgres'

/** The README's demo login, which only the scripts' own embedded PostgreSQL gets. */
export function localLoginHint(embeddedDatabase: boolean): string {
  // Elsewhere the demo accounts' random passwords were printed in the CMS's log when it made them.
  return embeddedDatabase ? `   (local login: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})` : ''
}

/**
 * On Ctrl-C or SIGTERM, runs `stop` once and exits. The embedded PostgreSQL's own handlers of those
 * signals (async-exit-hook) are dropped: they would stop the database first and exit before `stop`
 * had stopped the servers that use it. Every other listener stays, among them, under the tsx command
 * (`npm start`), tsx's hidden one (process.listeners does not list it), which tells tsx's parent
 * process the signal arrived: without it, a signal sent to the parent alone is relayed and,
 * unconfirmed after 30 ms, followed by SIGKILL, which left the CMS and PostgreSQL running.
 */
export function stopOnSignals(name: string, stop: () => Promise<void>): void {
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    console.log(`\nStopping ${name}…`)
    await stop()
    process.exit(0)
  }
  for (const signal of STOP_SIGNALS) {
    dropEmbeddedPostgresListeners(signal)
    process.on(signal, () => void shutdown())
  }
}
