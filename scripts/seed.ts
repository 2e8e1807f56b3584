/** `npm run seed`: adds whatever demo content is missing to the local database, then exits. */
import path from 'node:path'

import { startDatabase } from './lib/database'
import { CMS_DIR, PAYLOAD_BIN, ROOT } from './lib/paths'
import { run } from './lib/processes'
import { localCmsEnvironment } from './lib/stack'

const dataDir = path.join(ROOT, '.data')
const database = await startDatabase({
  dataDir,
  port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
})
try {
  const env = {
    ...process.env,
    ...(await localCmsEnvironment({ databaseUrl: database.url, dataDir })),
  }
  await run(process.execPath, [PAYLOAD_BIN, 'migrate', '--force-accept-warning'], {
    cwd: CMS_DIR,
    env,
  })
  await run(process.execPath, [PAYLOAD_BIN, 'run', 'src/seed/run.ts'], { cwd: CMS_DIR, env })
} finally {
  await database.stop()
}
