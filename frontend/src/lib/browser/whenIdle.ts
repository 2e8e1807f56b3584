/** Longest a task waits for an idle moment on a page that never goes quiet. */
const IDLE_DEADLINE_MS = 2000

/**
 * Runs `task` once the main thread is idle (or after two seconds at the latest), so work the reader
 * did not come for stays out of the page's start-up. Returns a cancel function for effect cleanups.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_DEADLINE_MS })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback (only behind a flag): the next task will do.
  const handle = window.setTimeout(task, 0)
  return () => window.clearTimeout(handle)
}
