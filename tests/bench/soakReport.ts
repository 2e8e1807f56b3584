import {
  RSS_LIMIT_MB,
  SLOPE_LIMIT_MB_PER_MINUTE,
  type MemorySample,
  type ProcessFigures,
} from './soakMemory'

const CHART_WIDTH = 72
/** Each row of the chart holds the readings from its label up to the next row's. */
const ROW_MB = 25
/** The character each process is drawn with, in the order the samples name them. */
const MARKS = ['C', 'S', 'W', 'P']

export function csv(samples: MemorySample[]): string {
  const names = Object.keys(samples[0]?.rssMb ?? {})
  const rows = samples.map((sample) =>
    [sample.elapsedSeconds, ...names.map((name) => sample.rssMb[name] ?? '')].join(','),
  )
  return [['elapsed_s', ...names.map((name) => `${name}_rss_mb`)].join(','), ...rows, ''].join('\n')
}

/** RSS against time, one column per slice of the run, the 400 MB limit as a dotted line. */
function asciiChart(samples: MemorySample[]): string {
  const names = Object.keys(samples[0]?.rssMb ?? {})
  const highest = Math.max(
    RSS_LIMIT_MB,
    ...samples.flatMap((sample) => Object.values(sample.rssMb)),
  )
  const rows = Math.floor(highest / ROW_MB) + 1
  const rowOf = (mb: number) => rows - 1 - Math.floor(mb / ROW_MB)
  const grid = Array.from({ length: rows }, () => Array<string>(CHART_WIDTH).fill(' '))
  grid[rowOf(RSS_LIMIT_MB)]?.fill('·')
  const lastSeconds = Math.max(1, samples.at(-1)?.elapsedSeconds ?? 1)
  for (const sample of samples) {
    const column = Math.min(
      CHART_WIDTH - 1,
      Math.floor((sample.elapsedSeconds / lastSeconds) * CHART_WIDTH),
    )
    names.forEach((name, index) => {
      const row = grid[rowOf(sample.rssMb[name] ?? 0)]
      if (row) row[column] = MARKS[index] ?? '*'
    })
  }
  const lines = grid.map(
    (row, index) => `${String((rows - 1 - index) * ROW_MB).padStart(4)} MB |${row.join('')}`,
  )
  const minutes = (lastSeconds / 60).toFixed(0)
  const axis = `        +${'-'.repeat(CHART_WIDTH)}`
  const scale = `         0 min${`${minutes} min`.padStart(CHART_WIDTH - 5)}`
  const legend = names.map((name, index) => `${MARKS[index] ?? '*'} = ${name}`).join(', ')
  return [...lines, axis, scale, `         ${legend}; ··· = the ${RSS_LIMIT_MB} MB limit`].join(
    '\n',
  )
}

export interface SoakSummary {
  date: string
  minutes: number
  requests: Record<string, { sent: number; failed: number }>
  figures: ProcessFigures[]
  samples: MemorySample[]
}

export function markdownSummary(summary: SoakSummary): string {
  const table = summary.figures.map(
    (process) =>
      `| ${process.name} | ${process.startMb} | ${process.peakMb} | ${process.endMb} | ${process.lastThirdSlope.toFixed(2)} | ${process.met ? '✅' : '❌'} |`,
  )
  const requests = Object.entries(summary.requests).map(
    ([kind, counts]) => `| ${kind} | ${counts.sent} | ${counts.failed} |`,
  )
  return [
    `# Soak: ${summary.minutes} minutes of mixed use`,
    '',
    `Run ${summary.date}. Target: every process ≤ ${RSS_LIMIT_MB} MB RSS at the end, and a least-squares slope over the last third of the run ≤ ${SLOPE_LIMIT_MB_PER_MINUTE} MB/min. Samples every 10 s in soak.csv.`,
    '',
    '| process | start MB | peak MB | end MB | slope of last third, MB/min | met |',
    '|---|---|---|---|---|---|',
    ...table,
    '',
    '```text',
    asciiChart(summary.samples),
    '```',
    '',
    '| requests | sent | failed |',
    '|---|---|---|',
    ...requests,
    '',
  ].join('\n')
}
