import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { startupScripts } from '../compat/nextBuildOutput'

/**
 * V8's explicit compile hint (Chrome 136+): every function of a script that starts with it is
 * compiled eagerly while the script streams in, on a background thread, instead of on the main
 * thread the first time it runs. React's and Next's runtime run almost all of their functions
 * while a page starts, so lazy compilation put ~60 % of their main-thread time into long tasks.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The script with the hint as its first line (once, however often the build step runs). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/**
 * Marks the scripts every page runs as it starts (startupScripts: React and Next's runtime) in a
 * finished `.next` build, and returns their paths. Chunks loaded later, or only by some routes,
 * keep V8's lazy compilation: most of their functions may never run.
 */
export async function hintStartupScripts(nextDir: string): Promise<string[]> {
  const scripts = await startupScripts(nextDir)
  for (const script of scripts) {
    const file = path.join(nextDir, script)
    await writeFile(file, withCompileHint(await readFile(file, 'utf8')))
  }
  return scripts
}
