/**
 * `npm test`: every layer in order — the dependency safety check, the check that every test file
 * runs in some project, unit tests, production builds,
 * integration tests against a throw-away embedded PostgreSQL and the built CMS, the fault suite
 * (PostgreSQL restarts, a killed CMS, a stalled upstream), the cluster suite (`npm run
 * start:cluster`: instances killed under load behind Varnish), then Playwright in Debian's Chromium.
 */
import { buildApps } from './lib/build'
import { ROOT } from './lib/paths'
import { run } from './lib/processes'

const bin = (name: string) => `${ROOT}/node_modules/.bin/${name}`

await run(process.execPath, ['--import', 'tsx', 'scripts/checkDependencies.ts'], { cwd: ROOT })
await run(process.execPath, ['--import', 'tsx', 'scripts/checkTestFiles.ts'], { cwd: ROOT })
await run(bin('vitest'), ['run', '--project', 'unit'], { cwd: ROOT })
await buildApps()
await run(bin('vitest'), ['run', '--project', 'integration'], { cwd: ROOT })
await run(bin('vitest'), ['run', '--project', 'faults'], { cwd: ROOT })
await run(bin('vitest'), ['run', '--project', 'cluster'], { cwd: ROOT })
await run(bin('playwright'), ['test'], { cwd: ROOT })
