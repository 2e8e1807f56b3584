import { surrogateKey } from '@blockwise/shared'
import { LIFETIMES } from '@blockwise/shared/cacheModel'

/** When an article's counts are next purged, and whether they changed again since it was set. */
interface Pending {
  due: number
  changedAgain: boolean
}

/** Purges keys at the edge; never throws. */
export type Purge = (keys: string[]) => Promise<unknown>

/**
 * Purges at the edge the /api answers showing an article whose claps or views changed, so that
 * they show the new count (docs/product.md#calls: a clap updates the cached lists and article).
 * A purge waits out the CMS's shared lists (`cmsListMs`), which may still hold the count from
 * before the change and would hand it to the edge again; counts changing all the time purge the
 * article once per wait. `purge` is null without an edge (EDGE_PURGE_URL).
 */
export function createCountPurges(purge: Purge | null, waitMs = LIFETIMES.cmsListMs + 100) {
  const pending = new Map<string, Pending>()
  let timer: NodeJS.Timeout | undefined

  const schedule = () => {
    if (timer || pending.size === 0) return
    const next = Math.min(...[...pending.values()].map(({ due }) => due))
    timer = setTimeout(flush, Math.max(0, next - Date.now()))
    timer.unref()
  }

  const flush = () => {
    timer = undefined
    const now = Date.now()
    const due = [...pending].filter(([, { due }]) => due <= now).map(([id]) => id)
    for (const id of due) {
      const entry = pending.get(id)
      if (entry?.changedAgain) pending.set(id, { due: now + waitMs, changedAgain: false })
      else pending.delete(id)
    }
    if (purge && due.length > 0) void purge(due.map(surrogateKey.article))
    schedule()
  }

  return {
    /** Article `id`'s counts changed (committed). */
    changed(id: number | string): void {
      if (!purge) return
      const key = String(id)
      const entry = pending.get(key)
      if (entry) entry.changedAgain = true
      else pending.set(key, { due: Date.now() + waitMs, changedAgain: false })
      schedule()
    },
  }
}
