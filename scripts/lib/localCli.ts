import { startDatabase } from './database'
import { embeddedPostgresPort, localDataDir } from './localData'
import { CMS_DIR, PAYLOAD_CLI } from './paths'
import { run } from './processes'
import { localCmsEnvironment } from './stack'

/** Runs Payload CLI commands against the local database (started for the duration if embedded). */
export async function runPayloadCli(...commands: string[][]): Promise<void> {
  const dataDir = localDataDir()
  const port = embeddedPostgresPort()
  const database = await startDatabase({ dataDir, port })
  try {
    const env = {
      ...process.env,
      ...(await localCmsEnvironment({
        databaseUrl: database.url,
        embeddedDatabase: database.embedded,
        dataDir,
      })),
    }
    for (const args of commands)
      await run(process.execPath, [...PAYLOAD_CLI, ...args], { cwd: CMS_DIR, env })
  } finally {
    await database.stop()
  }
}
