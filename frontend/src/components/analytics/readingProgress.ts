import type { BeaconEvent } from '@blockwise/shared/schemas/analytics'

/** How far into an article's body a reader got, in quarters: 1 = a quarter, 4 = all of it. */
export type ScrollDepth = Extract<BeaconEvent, { kind: 'scroll' }>['depth']

const QUARTERS = [0, 1, 2, 3, 4] as const

/**
 * The quarters of the body that have been in view, from the body's box as
 * `getBoundingClientRect` gives it (its top relative to the window) and the window's height: 0
 * while the first quarter has not come into view in full, 4 once its end has.
 */
export function quarterReached(
  body: { top: number; height: number },
  viewportHeight: number,
): 0 | ScrollDepth {
  if (body.height <= 0) return 0
  const seen = (viewportHeight - body.top) / body.height
  return QUARTERS[Math.min(4, Math.max(0, Math.floor(seen * 4)))] ?? 0
}
