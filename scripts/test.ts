/**
 * `npm test`: every layer — the dependency safety check, the check that every test file runs in
 * some project, unit tests, production builds, then four lanes side by side: half the integration
 * tests against a throw-away embedded PostgreSQL and the built CMS; Playwright in Debian's
 * Chromium; the fault suite (PostgreSQL restarts, a killed CMS, a stalled upstream), then the
 * cluster suite (`npm run start:cluster`: instances killed under load behind Varnish), then the
 * other half of the integration tests on a stack of its own; and the static checks
 * (`npm run typecheck`, `npm run lint`) at low priority. Then it fails if a server the tests
 * started quietly logged an error it did not catch (Next's `⨯`), even though every test passed.
 * At the end, even on a failure, it prints how long each layer took and its slowest files; after a
 * failure, the errors the servers started quietly logged, then every failed test with the start of
 * its message.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'

import { buildApps } from './lib/build'
import { requireSupportedNode } from './lib/nodeVersion'
import { ROOT } from './lib/paths'
import { run } from './lib/processes'
import { QUIET_OUTPUT_DIR, quietProblems, uncaughtServerErrors } from './lib/quietOutput'
import { failureLines, playwrightFailures, vitestFailures } from './lib/testFailures'
import {
  playwrightFileTimings,
  readReport,
  slowestFiles,
  TIMINGS_DIR,
  vitestFileTimings,
} from './lib/testTimings'

requireSupportedNode()

const bin = (name: string) => `${ROOT}/node_modules/.bin/${name}`
const report = (layer: string) => path.join(ROOT, TIMINGS_DIR, `${layer}.json`)
/** Files of each layer named in the summary. */
const SLOWEST = 8
/** After a failure: the quiet servers that wrote last, and the last problem lines of each. */
const QUIET_FILES = 8
const QUIET_PROBLEMS = 6

const startedAt = Date.now()
const layerSeconds: [string, number][] = []
const fileLines: string[] = []
const failedLines: string[] = []

/** Runs one layer and records how long it took, so a slow CI run shows where its minutes went. */
async function layer(name: string, work: () => Promise<void>): Promise<void> {
  const started = Date.now()
  try {
    await work()
  } finally {
    const seconds = Math.round((Date.now() - started) / 1000)
    layerSeconds.push([name, seconds])
    console.log(`\n[npm test] ${name}: ${seconds} s\n`)
  }
}

const node = (script: string) => () =>
  run(process.execPath, ['--import', 'tsx', script], { cwd: ROOT })

/** A vitest project, or one of its shards (`--shard=1/2`), each reporting its own timings. */
const vitest =
  (project: string, { label, shard }: { label?: string; shard?: string } = {}) =>
  async () => {
    const name = shard ? `${project}-${shard.replace('/', '-of-')}` : project
    try {
      await run(
        bin('vitest'),
        [
          'run',
          '--project',
          project,
          ...(shard ? [`--shard=${shard}`] : []),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report(name)}`,
        ],
        { cwd: ROOT, label },
      )
    } finally {
      const results = await readReport<
        Parameters<typeof vitestFileTimings>[0] & Parameters<typeof vitestFailures>[1]
      >(report(name))
      if (results) {
        fileLines.push(...slowestFiles(name, vitestFileTimings(results, ROOT), SLOWEST))
        failedLines.push(...vitestFailures(name, results, ROOT).flatMap(failureLines))
      }
    }
  }

const playwright = async () => {
  try {
    await run(
      bin('playwright'),
      ['test', '--project=e2e', '--project=e2e-clock', '--reporter=list,json'],
      {
        cwd: ROOT,
        label: 'e2e',
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') },
      },
    )
  } finally {
    const results = await readReport<
      Parameters<typeof playwrightFileTimings>[0] & Parameters<typeof playwrightFailures>[1]
    >(report('e2e'))
    if (results) {
      fileLines.push(...slowestFiles('e2e', playwrightFileTimings(results), SLOWEST))
      failedLines.push(...playwrightFailures('e2e', results).flatMap(failureLines))
    }
  }
}

/**
 * An npm script at the lowest priority but one: it takes only the CPU the test lanes leave idle
 * (about a quarter of two cores), so it adds nothing to their time. After the build, which writes
 * what the type check reads (next-env.d.ts, .next/types).
 */
const niced = (script: string) => () =>
  run('nice', ['-n', '15', 'npm', 'run', script, '--silent'], { cwd: ROOT, label: script })

/**
 * The servers' layers and the browser's run side by side: each alone leaves most of a core idle
 * (a browser test waits on pages, an integration test on its servers), and their stacks share
 * nothing (the e2e stacks' fixed ports lie below the range the others' free ports come from).
 * A lane stops at its first failure; the other runs to its end, so one run shows both.
 */
async function sideBySide(...lanes: (() => Promise<void>)[]): Promise<void> {
  const outcomes = await Promise.allSettled(lanes.map((lane) => lane()))
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
}

/** Every test passed; so must every server they ran have answered without an error it did not catch. */
async function noUncaughtServerErrors(): Promise<void> {
  const errors = await uncaughtServerErrors()
  if (errors.length === 0) return
  console.log(`\n[npm test] errors the servers did not catch (${QUIET_OUTPUT_DIR}):`)
  console.log(errors.map((error) => `    ${error}`).join('\n'))
  throw new Error(`${errors.length} uncaught server errors while the tests passed`)
}

await rm(path.join(ROOT, TIMINGS_DIR), { recursive: true, force: true })
try {
  await layer('dependency check', node('scripts/checkDependencies.ts'))
  await layer('test file check', node('scripts/checkTestFiles.ts'))
  await layer('unit', vitest('unit'))
  // The static checks' lane type-checks every workspace, the apps' sources included.
  await layer('build', () => buildApps({ typeCheck: false }))
  // The lanes are bound by CPU, not by waiting (decision 0043): what shortens the run is keeping
  // both cores busy to the end. Integration runs as two halves, each on a stack of its own (vitest
  // shards files by a hash of their paths): the half with the longer files in its own lane, the
  // other after the fault and cluster suites, so that no lane runs alone for minutes at the end.
  await sideBySide(
    () => layer('integration 2/2', vitest('integration', { label: 'integration-2', shard: '2/2' })),
    () => layer('e2e', playwright),
    async () => {
      await layer('faults', vitest('faults', { label: 'faults' }))
      await layer('cluster', vitest('cluster', { label: 'cluster' }))
      await layer(
        'integration 1/2',
        vitest('integration', { label: 'integration-1', shard: '1/2' }),
      )
    },
    async () => {
      await layer('typecheck', niced('typecheck'))
      await layer('lint', niced('lint'))
    },
  )
  await layer('server errors', noUncaughtServerErrors)
} finally {
  console.log(
    '\n[npm test] where the time went (four lanes: integration 2/2; e2e; faults, cluster, integration 1/2; typecheck, lint)',
  )
  for (const [name, seconds] of layerSeconds) console.log(`[npm test] ${name}: ${seconds} s`)
  console.log(`[npm test] total: ${Math.round((Date.now() - startedAt) / 1000)} s\n`)
  for (const line of fileLines) console.log(line)
  if (failedLines.length > 0) {
    // Before the failed tests, so that a log that keeps only its tail still names them.
    const problems = await quietProblems(QUIET_FILES, QUIET_PROBLEMS)
    if (problems.length > 0) {
      console.log(`\n[npm test] problems the quiet servers logged (${QUIET_OUTPUT_DIR}):`)
      console.log(problems.join('\n'))
    }
    console.log(['', ...failedLines].join('\n'))
  }
}
