import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { ROOT } from '../../scripts/lib/paths'

/**
 * `npm run db:backup|db:restore -- <file>` against the PostgreSQL at `databaseUrl`, as an operator
 * runs it; `env` names the media store (MEDIA_DIR or the S3_* variables).
 */
export function runBackupCommand(
  script: 'db:backup' | 'db:restore',
  file: string,
  databaseUrl: string,
  env: Record<string, string>,
) {
  return promisify(execFile)('npm', ['run', '--silent', script, '--', file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
  })
}
