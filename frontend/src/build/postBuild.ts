/** Build steps after `next build`: compile hints first, since the compressed copies include them. */
import { hintStartupScripts } from './compileHints'
import { precompressDirectory } from './precompress'

const scripts = await hintStartupScripts('.next')
console.log(`Compile hints added to ${scripts.length} startup scripts`)
const compressed = await precompressDirectory('.next/static')
console.log(`Brotli and gzip copies written for ${compressed} static files`)
