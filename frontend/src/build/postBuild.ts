/** Build steps after `next build`: compile hints first, since the compressed copies include them. */
import { precompressDirectory } from '@blockwise/shared/node/precompress'

import { NEXT_DIR, staticFilesDir } from '../compat/nextBuildOutput'
import { hintStartupScripts } from './compileHints'

const scripts = await hintStartupScripts(NEXT_DIR)
console.log(`Compile hints added to ${scripts.length} startup scripts`)
const compressed = await precompressDirectory(await staticFilesDir(NEXT_DIR))
console.log(`Brotli and gzip copies written for ${compressed} static files`)
