import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'

import { clientSources } from './clientSchema'
import { ROOT } from './paths'

it('the committed generated files of client/src match the OpenAPI document (else: npm run generate:client)', async () => {
  for (const [file, source] of Object.entries(await clientSources()))
    expect(
      await readFile(file, 'utf8'),
      `${path.relative(ROOT, file)}: run npm run generate:client`,
    ).toBe(source)
}, 60_000)
