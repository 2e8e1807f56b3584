/** What is read of a Temporal.Duration. */
interface Duration {
  total(unit: 'millisecond'): number
}

function isDuration(value: unknown): value is Duration {
  return (
    typeof value === 'object' &&
    value !== null &&
    'total' in value &&
    typeof value.total === 'function'
  )
}

/**
 * Fedify's TTLs and delays are Temporal.Duration objects. Its declarations name a Temporal lib that
 * TypeScript 5.9 does not ship, so they arrive untyped: they are read through this check instead.
 */
export function durationMilliseconds(duration: unknown): number {
  if (!isDuration(duration)) throw new TypeError('Expected a Temporal.Duration')
  return duration.total('millisecond')
}
