import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where each layer's JSON report goes, for the summary at the end of `npm test`: not under
 * test-results/, which Playwright empties when it starts.
 */
export const TIMINGS_DIR = 'test-timings'

export interface FileTiming {
  file: string
  seconds: number
  tests: number
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[]
}

interface PlaywrightSuite {
  file: string
  specs?: { tests: { results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** Seconds and tests per file of a vitest JSON report (`--reporter=json`). */
export function vitestFileTimings(report: VitestReport, root: string): FileTiming[] {
  return report.testResults.map((result) => ({
    file: path.relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }))
}

/** Seconds and tests per spec file of a Playwright JSON report, every attempt counted. */
export function playwrightFileTimings(report: { suites: PlaywrightSuite[] }): FileTiming[] {
  const byFile = new Map<string, FileTiming>()
  const visit = (suite: PlaywrightSuite) => {
    const timing = byFile.get(suite.file) ?? { file: suite.file, seconds: 0, tests: 0 }
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        timing.tests += 1
        timing.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000
      }
    }
    byFile.set(suite.file, timing)
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites) visit(suite)
  return [...byFile.values()].map((timing) => ({
    ...timing,
    file: path.join('tests/e2e', timing.file),
  }))
}

/** The slowest files of a layer, one line each, for a CI log. */
export function slowestFiles(layer: string, timings: FileTiming[], count: number): string[] {
  return [...timings]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(
      (timing) =>
        `[npm test] ${layer}: ${timing.seconds.toFixed(0).padStart(4)} s  ${String(timing.tests).padStart(3)} tests  ${timing.file}`,
    )
}

/** A layer's report, or none when the layer wrote none (it failed to start, say). */
export async function readReport<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    return null
  }
}
