/** A chart's bucket as the database returns it: its start and its counts. */
export type Counted<C> = { at: Date } & C

/**
 * One point per bucket, oldest first, each with its counts or `empty` (zeros) when the database
 * had no row for it; rows outside the buckets are left out.
 */
export function fillSeries<C extends object>(
  buckets: readonly Date[],
  rows: ReadonlyArray<Counted<C>>,
  empty: C,
): Array<C & { at: string }> {
  const byStart = new Map<number, C>(rows.map((row) => [row.at.getTime(), row]))
  return buckets.map((start) => ({
    ...(byStart.get(start.getTime()) ?? empty),
    at: start.toISOString(),
  }))
}
