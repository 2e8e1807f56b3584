/**
 * `npm run check:deps` (first step of `npm test`): fails when package-lock.json resolves a
 * production dependency outside its safe range (security/minimum-versions.json) without an
 * unexpired accepted exception (security/accepted-exceptions.json); then `npm audit` for high
 * advisories where the registry's advisory service answers (it is skipped where it does not).
 */
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import {
  auditUnreachable,
  checkLockfile,
  type AcceptedException,
  type LockPackage,
  type SafeRanges,
} from './lib/dependencyRules'
import { ROOT } from './lib/paths'

const readJson = async <T>(file: string) =>
  JSON.parse(await readFile(path.join(ROOT, file), 'utf8')) as T

const { packages } = await readJson<{ packages: Record<string, LockPackage> }>('package-lock.json')
const { minimums } = await readJson<{ minimums: SafeRanges }>('security/minimum-versions.json')
const { exceptions } = await readJson<{ exceptions: AcceptedException[] }>(
  'security/accepted-exceptions.json',
)
const verdict = checkLockfile(packages, minimums, exceptions, new Date().toISOString().slice(0, 10))
for (const accepted of verdict.accepted) console.log(`accepted exception: ${accepted}`)
if (verdict.unsafe.length) {
  console.error(`Unsafe production dependencies:\n  ${verdict.unsafe.join('\n  ')}`)
  process.exit(1)
}
console.log(`Dependencies: every production package within its safe range.`)

try {
  await promisify(execFile)('npm', ['audit', '--omit=dev', '--audit-level=high'], {
    cwd: ROOT,
    timeout: 60_000,
  })
  console.log('npm audit: no high or critical advisories.')
} catch (error) {
  const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
  if (!auditUnreachable(stdout + stderr)) {
    console.error(stdout + stderr)
    process.exit(1)
  }
  console.log("npm audit: skipped, the registry's advisory service does not answer from here.")
}
