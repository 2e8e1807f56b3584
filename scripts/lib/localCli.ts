import path from 'node:path'

import { startDatabase } from './database'
import { CMS_DIR, PAYLOAD_CLI, ROOT } from './paths'
import { run } from './processes'
import { localCmsEnvironment } from './stack'

/** Runs Payload CLI commands against the local database (started for the duration if embedded). */
export async function runPayloadCli(...commands: string[][]): Promise<void> {
  const dataDir = path.join(ROOT, '.data')
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329)
  const database = await startDatabase({ dataDir, port })
  try {
    const env = {
      ...process.env,
      ...(await localCmsEnvironment({ databaseUrl: database.url, dataDir })),
    }
    for (const args of commands)
      await run(process.execPath, [...PAYLOAD_CLI, ...args], { cwd: CMS_DIR, env })
  } finally {
    await database.stop()
  }
}
