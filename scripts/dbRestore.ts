/**
 * `npm run db:restore FILE`: brings the schema to the current migrations, then replaces all data
 * and media with the backup's. Stop the stack first; the backup must match these migrations.
 */
import './lib/loadEnv'
import path from 'node:path'

import { restoreDatabase } from './lib/backup/restoreDatabase'
import { mediaStoreFromEnvironment } from './lib/backup/mediaStore'
import { startDatabase } from './lib/database'
import { runPayloadCli } from './lib/localCli'
import { embeddedPostgresPort, localDataDir } from './lib/localData'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>')
  process.exit(1)
}
const dataDir = localDataDir()
await runPayloadCli(['migrate', '--force-accept-warning'])
const database = await startDatabase({
  dataDir,
  port: embeddedPostgresPort(),
})
try {
  const restored = await restoreDatabase(path.resolve(file), {
    databaseUrl: database.url,
    media: mediaStoreFromEnvironment(dataDir),
  })
  console.log(`Restored ${restored.rows} rows and ${restored.media} media files from ${file}`)
} finally {
  await database.stop()
}
