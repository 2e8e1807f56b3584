/** `npm run generate:client`: regenerates client/src/schema.ts after a change to the /api contract. */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { CLIENT_SCHEMA_FILE, clientSchemaSource } from './lib/clientSchema'
import { ROOT } from './lib/paths'

await writeFile(CLIENT_SCHEMA_FILE, await clientSchemaSource())
console.log(`Wrote ${path.relative(ROOT, CLIENT_SCHEMA_FILE)}`)
