/** A redirect as the site serves it: a request for `from` is sent to `to`. */
export interface RedirectPair {
  from: string
  to: string
}

/**
 * Where a reader asking for `start` finally lands, following `next` hop by hop, or null when the
 * hops come back to a path already passed (a loop). `hops` bounds the walk on top of that.
 */
export function finalTarget(
  start: string,
  next: (path: string) => string | undefined,
  hops: number,
): string | null {
  const passed = new Set([start])
  let current = start
  for (let hop = 0; hop < hops; hop += 1) {
    const following = next(current)
    if (following === undefined) return current
    if (passed.has(following)) return null
    passed.add(following)
    current = following
  }
  return null
}

/**
 * Each `from` with the path its chain ends at, so that a reader gets one redirect, never a
 * series; a redirect that is part of a loop or of a chain longer than `pairs` is left out.
 */
export function flattenRedirects(pairs: readonly RedirectPair[]): Map<string, string> {
  const direct = new Map(pairs.map(({ from, to }) => [from, to]))
  const flattened = new Map<string, string>()
  for (const from of direct.keys()) {
    const to = finalTarget(from, (path) => direct.get(path), direct.size + 1)
    if (to !== null && to !== from) flattened.set(from, to)
  }
  return flattened
}

/**
 * The loop a new or changed redirect would close, as the paths a reader would pass
 * (`/a → /b → /a`), or null: `existing` are the other redirects, keyed by `from`.
 */
export function loopThrough(
  pair: RedirectPair,
  existing: ReadonlyMap<string, string>,
): string[] | null {
  const path = [pair.from, pair.to]
  let current = pair.to
  while (current !== pair.from) {
    const following = existing.get(current)
    if (following === undefined || (path.includes(following) && following !== pair.from))
      return null
    path.push(following)
    current = following
  }
  return path
}
