/**
 * `npm test`: every layer in order — the dependency safety check, the check that every test file
 * runs in some project, unit tests, production builds,
 * integration tests against a throw-away embedded PostgreSQL and the built CMS, the fault suite
 * (PostgreSQL restarts, a killed CMS, a stalled upstream), the cluster suite (`npm run
 * start:cluster`: instances killed under load behind Varnish), then Playwright in Debian's Chromium.
 */
import { buildApps } from './lib/build'
import { requireSupportedNode } from './lib/nodeVersion'
import { ROOT } from './lib/paths'
import { run } from './lib/processes'

requireSupportedNode()

const bin = (name: string) => `${ROOT}/node_modules/.bin/${name}`

/** Runs one layer and says how long it took, so a slow CI run shows where its minutes went. */
async function layer(name: string, work: () => Promise<void>): Promise<void> {
  const started = Date.now()
  await work()
  console.log(`\n[npm test] ${name}: ${Math.round((Date.now() - started) / 1000)} s\n`)
}

const node = (script: string) => () =>
  run(process.execPath, ['--import', 'tsx', script], { cwd: ROOT })
const vitest = (project: string) => () =>
  run(bin('vitest'), ['run', '--project', project], { cwd: ROOT })

await layer('dependency check', node('scripts/checkDependencies.ts'))
await layer('test file check', node('scripts/checkTestFiles.ts'))
await layer('unit', vitest('unit'))
await layer('build', buildApps)
await layer('integration', vitest('integration'))
await layer('faults', vitest('faults'))
await layer('cluster', vitest('cluster'))
await layer('e2e', () => run(bin('playwright'), ['test'], { cwd: ROOT }))
