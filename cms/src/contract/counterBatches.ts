import { countPurges } from '@/edge/purgeEdge'

import { incrementCounter, type Counter, type Queryable } from './counters'

interface Waiter {
  resolve: (value: number | null) => void
  reject: (error: unknown) => void
}

/** Readers waiting for their increment, per article and counter. */
const waiting = new Map<string, Waiter[]>()
const writing = new Set<string>()

/**
 * Adds one to a published article's counter and answers with the count that includes it.
 *
 * Every increment of one row waits for the previous one's commit (its row lock is held until the
 * WAL is on disk), so one UPDATE per clap caps a popular article at a few hundred claps a second.
 * Increments that arrive while one UPDATE is in flight are therefore added together by the next:
 * still one atomic `SET n = n + k … RETURNING n`, each reader still answered only after the commit
 * that holds their clap, and each given their own position in the new total.
 */
export function addOneTo(
  database: Queryable,
  slug: string,
  counter: Counter,
): Promise<number | null> {
  const key = `${counter}:${slug}`
  return new Promise((resolve, reject) => {
    const queue = waiting.get(key)
    if (queue) queue.push({ resolve, reject })
    else waiting.set(key, [{ resolve, reject }])
    if (!writing.has(key)) void writeBatches(database, slug, counter, key)
  })
}

async function writeBatches(database: Queryable, slug: string, counter: Counter, key: string) {
  writing.add(key)
  try {
    for (let batch = waiting.get(key); batch; batch = waiting.get(key)) {
      waiting.delete(key)
      await writeBatch(database, slug, counter, batch)
    }
  } finally {
    writing.delete(key)
  }
}

async function writeBatch(database: Queryable, slug: string, counter: Counter, batch: Waiter[]) {
  try {
    const counted = await incrementCounter(database, slug, counter, batch.length)
    if (counted) countPurges.changed(counted.id)
    batch.forEach((waiter, index) =>
      waiter.resolve(counted === null ? null : counted.value - batch.length + index + 1),
    )
  } catch (error) {
    for (const waiter of batch) waiter.reject(error)
  }
}
