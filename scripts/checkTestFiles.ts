/**
 * First step of `npm test` beside the dependency check: fails when a test file in the repository
 * belongs to no runner (no vitest project selects it, or a Playwright spec sits outside
 * tests/e2e), so a test cannot be added that silently never runs.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { createVitest } from 'vitest/node'

import { ROOT } from './lib/paths'
import { testFilesThatNeverRun } from './lib/testFileRules'

const vitest = await createVitest('test', { watch: false, root: ROOT })
const specifications = await vitest.globTestSpecifications()
await vitest.close()

const selected = new Set(specifications.map((spec) => path.relative(ROOT, spec.moduleId)))
const tracked = execFileSync(
  'git',
  ['ls-files', '-z', '--', '*.test.ts', '*.test.tsx', '*.spec.ts'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter(Boolean)

const orphans = testFilesThatNeverRun(tracked, selected)
if (orphans.length > 0) {
  console.error(
    'These test files run in no test project (see vitest.config.ts, playwright.config.ts):',
  )
  for (const file of orphans) console.error(`  ${file}`)
  process.exit(1)
}
console.log(`${tracked.length} test files, each in a test project`)
