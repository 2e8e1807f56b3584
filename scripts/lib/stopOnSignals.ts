import { DEMO_ADMIN } from '../../cms/src/seed/demoUsers'

/** The README's demo login, which only the scripts' own embedded PostgreSQL gets. */
export function localLoginHint(embeddedDatabase: boolean): string {
  // Elsewhere the demo accounts' random passwords were printed in the CMS's log when it made them.
  return embeddedDatabase ? `   (local login: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})` : ''
}

/**
 * On Ctrl-C or SIGTERM, runs `stop` once and exits. The embedded PostgreSQL's own handlers of those
 * signals (async-exit-hook) are dropped: they would stop the database first and exit before `stop`
 * had stopped the servers that use it.
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal)
    process.on(signal, () => void shutdown())
  }
}
