/** `npm run generate:client`: regenerates client/src's generated files after a change to the /api contract. */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { clientSources } from './lib/clientSchema'
import { ROOT } from './lib/paths'

for (const [file, source] of Object.entries(await clientSources())) {
  await writeFile(file, source)
  console.log(`Wrote ${path.relative(ROOT, file)}`)
}
