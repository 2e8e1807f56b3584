/**
 * Compat: Next's build output, the server scripts under .next/server, rewritten after
 * `next build`; and brotli and gzip copies written beside its static files (nextStaticFiles.ts).
 *
 * Why: below.
 *
 * Supported API looked for: Next runs no hook after a build, and its bundlers have no option to
 * write characters beyond Latin-1 as escapes.
 *
 * If it moves: should Next write its server scripts elsewhere, this rewrites none ("rewritten: 0")
 * and each process holds twice the memory for them. nextInternals.canary.test.ts checks the
 * folder Next writes to.
 */
/**
 * After `next build`: the CMS's server scripts rewritten in Latin-1 (escapeBeyondLatin1.ts).
 * V8 keeps the source text of every script a process loads, two bytes a character when one
 * character is beyond Latin-1 (Payload's admin translations): this halves it.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { precompressDirectory } from '@blockwise/shared/node/precompress'

import { escapeBeyondLatin1 } from '../build/escapeBeyondLatin1'
import { nextStaticDir } from './nextStaticFiles'

const CMS_DIR = path.resolve(import.meta.dirname, '../..')
const SERVER_DIR = path.join(CMS_DIR, '.next/server')

let rewritten = 0
for (const entry of await readdir(SERVER_DIR, { recursive: true })) {
  if (!entry.endsWith('.js')) continue
  const file = path.join(SERVER_DIR, entry)
  const source = await readFile(file, 'utf8')
  const escaped = escapeBeyondLatin1(source)
  if (escaped === source) continue
  await writeFile(file, escaped)
  rewritten += 1
}
console.log(`Server scripts rewritten in Latin-1: ${rewritten}`)
const compressed = await precompressDirectory(nextStaticDir(CMS_DIR))
console.log(`Brotli and gzip copies written for ${compressed} static files`)
