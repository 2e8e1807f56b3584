import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks'

/** How long this process's own event loop and garbage collector held up everything it times. */
export interface LoopStalls {
  maxDelayMs: number
  maxGcPauseMs: number
}

/**
 * Watches this process while `run` runs: a load tool's latencies include its own stalls, so a row
 * whose readers share the process with a crawler's load says how long the process itself stood.
 */
export async function withLoopStalls<T>(run: () => Promise<T>): Promise<[T, LoopStalls]> {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  let maxGcPauseMs = 0
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) maxGcPauseMs = Math.max(maxGcPauseMs, entry.duration)
  })
  gc.observe({ entryTypes: ['gc'] })
  delay.enable()
  try {
    const result = await run()
    return [result, { maxDelayMs: delay.max / 1e6, maxGcPauseMs }]
  } finally {
    delay.disable()
    gc.disconnect()
  }
}

export const loopStallsText = ({ maxDelayMs, maxGcPauseMs }: LoopStalls) =>
  `the load tool's own event loop stood up to ${Math.round(maxDelayMs)} ms (longest GC pause ${Math.round(maxGcPauseMs)} ms)`
