import { describe, expect, it } from 'vitest'

import { steadyRatePercentiles } from './steadyRateLatency'

describe('steadyRatePercentiles', () => {
  it('gives the 99th percentile, not the slowest answer, when one answer of many is slow', () => {
    const latencies = [...Array.from({ length: 999 }, () => 10), 650]
    // 100 ms between a connection's requests: the slow answer held back 5 more (550 … 150).
    expect(steadyRatePercentiles(latencies, 100)).toEqual({ p50Ms: 10, p99Ms: 10 })
  })

  it('counts the requests a stalled connection held back', () => {
    const latencies = [
      ...Array.from({ length: 90 }, () => 10),
      ...Array.from({ length: 10 }, () => 1000),
    ]
    // Each 1,000 ms answer stands for 10 samples (1000, 900 … 100): 100 of 190 are slow.
    const { p50Ms, p99Ms } = steadyRatePercentiles(latencies, 100)
    expect(p50Ms).toBeGreaterThanOrEqual(100)
    expect(p99Ms).toBe(1000)
  })

  it('answers zeros for a run with no answer', () => {
    expect(steadyRatePercentiles([], 100)).toEqual({ p50Ms: 0, p99Ms: 0 })
  })
})
