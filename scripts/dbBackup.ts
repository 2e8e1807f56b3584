/** `npm run db:backup [FILE]`: the local (or DATABASE_URL) database and media into one file. */
import './lib/loadEnv'
import path from 'node:path'

import { backupDatabase } from './lib/backup/backupDatabase'
import { mediaStoreFromEnvironment } from './lib/backup/mediaStore'
import { startDatabase } from './lib/database'
import { embeddedPostgresPort, localDataDir } from './lib/localData'

const dataDir = localDataDir()
const file = path.resolve(
  process.argv[2] ?? `blockwise-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.ndjson.gz`,
)
const database = await startDatabase({
  dataDir,
  port: embeddedPostgresPort(),
})
try {
  const saved = await backupDatabase(file, {
    databaseUrl: database.url,
    media: mediaStoreFromEnvironment(dataDir),
  })
  console.log(
    `Backed up ${saved.rows} rows of ${saved.tables} tables and ${saved.media} media files to ${file}`,
  )
} finally {
  await database.stop()
}
