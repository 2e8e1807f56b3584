import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

/**
 * The failed tests of a layer's JSON report, repeated at the end of `npm test`: the lanes run side
 * by side and interleave their output, so a failure printed mid-run is lost above the tail a CI
 * log keeps.
 */

export interface Failure {
  layer: string
  test: string
  message: string
}

interface VitestReport {
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

interface PlaywrightSuite {
  file: string
  specs?: {
    title: string
    line: number
    tests: { status: string; results: { error?: { message?: string } }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}

/** Lines of a message kept in the summary: the assertion and where it failed, not the whole stack. */
const MESSAGE_LINES = 12

/** A stack frame in a library or Node itself, which says nothing about which of our lines failed. */
const THEIR_FRAME = /^\s*at .*(node_modules|node:|<anonymous>)/

/** Failed tests of a vitest JSON report, and files that failed outside any test (a hook, an import). */
export function vitestFailures(layer: string, report: VitestReport, root: string): Failure[] {
  return report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name)
    const failedTests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        layer,
        test: `${name} › ${test.fullName}`,
        message: (test.failureMessages ?? []).join('\n'),
      }))
    if (failedTests.length > 0 || file.status !== 'failed') return failedTests
    return [{ layer, test: name, message: file.message ?? '' }]
  })
}

/** Tests of a Playwright JSON report that failed on their last attempt, or passed only on a retry. */
export function playwrightFailures(
  layer: string,
  report: { suites: PlaywrightSuite[] },
): Failure[] {
  const failures: Failure[] = []
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'skipped') continue
        failures.push({
          layer,
          test: `tests/e2e/${suite.file}:${spec.line} › ${spec.title} (${test.status})`,
          message: test.results.map((result) => result.error?.message ?? '').join('\n'),
        })
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites) visit(suite)
  return failures
}

/** One failure as a CI log shows it: its name, then the first lines of its message. */
export function failureLines({ layer, test, message }: Failure): string[] {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim() !== '' && !THEIR_FRAME.test(line))
    .slice(0, MESSAGE_LINES)
  return [`[npm test] FAILED ${layer}: ${test}`, ...lines.map((line) => `    ${line}`)]
}
