/**
 * Latency percentiles of a steady-rate load run (autocannon's `overallRate`), corrected for
 * coordinated omission as HdrHistogram's `recordValueWithExpectedInterval` means to: an answer
 * L ms late held back the requests its connection would have sent meanwhile, one every
 * `intervalMs`, so L - intervalMs, L - 2·intervalMs, … down to intervalMs are counted too.
 *
 * autocannon passes `Math.ceil(1 / rate)` as that interval, a rate per second read as
 * milliseconds, so always 1 ms: one answer of L ms adds L samples, and at 50 requests a second
 * its p99 is the run's slowest answer, not its 99th percentile.
 */
export function steadyRatePercentiles(
  latenciesMs: readonly number[],
  intervalMs: number,
): { p50Ms: number; p99Ms: number } {
  const samples: number[] = []
  for (const latency of latenciesMs) {
    samples.push(latency)
    for (let missed = latency - intervalMs; missed >= intervalMs; missed -= intervalMs)
      samples.push(missed)
  }
  samples.sort((a, b) => a - b)
  const at = (share: number) =>
    samples.length === 0
      ? 0
      : samples[Math.min(samples.length - 1, Math.ceil(share * samples.length) - 1)]!
  return { p50Ms: Math.round(at(0.5)), p99Ms: Math.round(at(0.99)) }
}
