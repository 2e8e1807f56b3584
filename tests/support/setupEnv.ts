import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { inject } from 'vitest'

// The Local API in the test process talks to the same database as the CMS under test.
const dataDir = inject('dataDir')
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET ??= (await readFile(path.join(dataDir, 'payload-secret'), 'utf8')).trim()
// Nothing serves the site in these tests; the CMS under test must not try to revalidate it.
delete process.env.REVALIDATE_SECRET
process.env.MEDIA_DIR = path.join(dataDir, 'media')
// The Local API runs in development mode here: without this, Payload's version check rejects the
// storage plugin's one-patch lag behind payload (docs/decisions/0015-s3-storage-plugin-version.md).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
