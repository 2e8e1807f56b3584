/**
 * `npm run lint:openapi`: writes the /api contract's OpenAPI document (cms/src/contract/openapi) to a
 * temporary file and lints it with Redocly's recommended rules (redocly.yaml). Any error fails;
 * the warnings left are listed and justified in docs/api.md#the-openapi-document.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { contractDocument } from '../cms/src/contract/openapi'
import { ROOT } from './lib/paths'

const dir = await mkdtemp(path.join(tmpdir(), 'blockwise-openapi-'))
try {
  const file = path.join(dir, 'openapi.json')
  await writeFile(file, JSON.stringify(contractDocument('https://blockwise.news'), null, 2))
  const redocly = path.join(ROOT, 'node_modules/.bin/redocly')
  const lint = spawnSync(redocly, ['lint', file, '--config', path.join(ROOT, 'redocly.yaml')], {
    stdio: 'inherit',
    // No usage reports or update checks from CI.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  })
  process.exitCode = lint.status ?? 1
} finally {
  await rm(dir, { recursive: true, force: true })
}
