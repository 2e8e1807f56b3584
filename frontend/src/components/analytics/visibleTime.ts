/**
 * Calls `done` once the page has been visible for `ms` in all: time in a hidden tab does not
 * count. Returns a function that stops counting (for an effect's cleanup).
 */
export function afterVisibleTime(ms: number, done: () => void): () => void {
  let remaining = ms
  let startedAt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const pause = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    remaining -= Date.now() - startedAt
  }
  const resume = () => {
    if (timer !== undefined || remaining <= 0) return
    startedAt = Date.now()
    timer = setTimeout(() => {
      remaining = 0
      done()
    }, remaining)
  }
  const follow = () => (document.visibilityState === 'visible' ? resume() : pause())
  follow()
  document.addEventListener('visibilitychange', follow)
  return () => {
    pause()
    document.removeEventListener('visibilitychange', follow)
  }
}
