import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'

import { CLIENT_SCHEMA_FILE, clientSchemaSource } from './clientSchema'

it('the committed client/src/schema.ts matches the OpenAPI document (else: npm run generate:client)', async () => {
  const committed = await readFile(CLIENT_SCHEMA_FILE, 'utf8')
  expect(committed, 'run npm run generate:client').toBe(await clientSchemaSource())
}, 60_000)
