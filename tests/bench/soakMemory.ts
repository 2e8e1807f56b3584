import { processTreeRssMb } from './processMemory'

/** One reading of every watched process, in MB, `elapsedSeconds` after the load began. */
export interface MemorySample {
  elapsedSeconds: number
  rssMb: Record<string, number>
}

/** The most each process may hold at the end of the soak. */
export const RSS_LIMIT_MB = 400
/**
 * The steepest least-squares slope allowed over the last third. At 1 MB/min a process at 300 MB
 * would reach the limit in under two hours, so anything that matters is caught; below it, the
 * garbage collector's saw-tooth (±10–20 MB every few seconds) dominates a ten-minute fit, whose
 * standard error is then about 0.4 MB/min: a lower bar would fail on noise alone.
 */
export const SLOPE_LIMIT_MB_PER_MINUTE = 1

/** Reads every process's resident memory every `intervalMs` until stopped. */
export function sampleMemory(
  pids: Record<string, number>,
  intervalMs: number,
  onSample: (sample: MemorySample) => void,
): { samples: MemorySample[]; stop: () => void } {
  const samples: MemorySample[] = []
  const startedAt = Date.now()
  const take = async () => {
    const entries = await Promise.all(
      Object.entries(pids).map(async ([name, pid]) => [name, await processTreeRssMb(pid)] as const),
    )
    const sample = {
      elapsedSeconds: Math.round((Date.now() - startedAt) / 1000),
      rssMb: Object.fromEntries(entries),
    }
    samples.push(sample)
    onSample(sample)
  }
  void take()
  const timer = setInterval(() => void take(), intervalMs)
  return { samples, stop: () => clearInterval(timer) }
}

/** Least-squares slope of `values` against `minutes`, in units per minute. */
function leastSquaresSlope(minutes: number[], values: number[]): number {
  const n = minutes.length
  if (n < 2) return 0
  const meanX = minutes.reduce((sum, x) => sum + x, 0) / n
  const meanY = values.reduce((sum, y) => sum + y, 0) / n
  let covariance = 0
  let variance = 0
  for (let i = 0; i < n; i++) {
    const dx = (minutes[i] ?? 0) - meanX
    covariance += dx * ((values[i] ?? 0) - meanY)
    variance += dx * dx
  }
  return variance === 0 ? 0 : covariance / variance
}

export interface ProcessFigures {
  name: string
  startMb: number
  peakMb: number
  endMb: number
  lastThirdSlope: number
  met: boolean
}

/** Start, peak and end RSS of each process, the slope of its last third, and the verdict. */
export function judge(samples: MemorySample[]): ProcessFigures[] {
  const names = Object.keys(samples[0]?.rssMb ?? {})
  const lastThird = samples.slice(Math.floor((samples.length * 2) / 3))
  return names.map((name) => {
    const series = samples.map((sample) => sample.rssMb[name] ?? 0)
    const endMb = series.at(-1) ?? 0
    const lastThirdSlope = leastSquaresSlope(
      lastThird.map((sample) => sample.elapsedSeconds / 60),
      lastThird.map((sample) => sample.rssMb[name] ?? 0),
    )
    return {
      name,
      startMb: series[0] ?? 0,
      peakMb: Math.max(...series),
      endMb,
      lastThirdSlope,
      met: endMb <= RSS_LIMIT_MB && lastThirdSlope <= SLOPE_LIMIT_MB_PER_MINUTE,
    }
  })
}
