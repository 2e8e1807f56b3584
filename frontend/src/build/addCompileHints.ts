/** Build step after `next build`: see compileHints.ts. */
import { hintStartupScripts } from './compileHints'

const scripts = await hintStartupScripts('.next')
console.log(`Compile hints added to ${scripts.length} startup scripts`)
