import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, hintStartupScripts, withCompileHint } from './compileHints'

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([])')
    expect(hinted).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([])`)
    expect(withCompileHint(hinted)).toBe(hinted)
  })
})

describe('hintStartupScripts', () => {
  let nextDir = ''
  afterEach(() => rm(nextDir, { recursive: true, force: true }))

  async function build(files: Record<string, string>, rootMainFiles: string[]) {
    nextDir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'))
    await mkdir(path.join(nextDir, 'static', 'chunks'), { recursive: true })
    for (const [name, source] of Object.entries(files)) {
      await writeFile(path.join(nextDir, 'static', 'chunks', name), source)
    }
    await writeFile(path.join(nextDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles }))
  }
  const chunk = (name: string) => readFile(path.join(nextDir, 'static', 'chunks', name), 'utf8')

  it('marks the root main files and leaves route chunks lazy', async () => {
    await build({ 'framework.js': 'framework()', 'route.js': 'route()' }, [
      'static/chunks/framework.js',
    ])
    expect(await hintStartupScripts(nextDir)).toEqual(['static/chunks/framework.js'])
    expect(await chunk('framework.js')).toBe(`${COMPILE_HINT}framework()`)
    expect(await chunk('route.js')).toBe('route()')
  })

  it('refuses a manifest without startup scripts rather than silently doing nothing', async () => {
    await build({}, [])
    await expect(hintStartupScripts(nextDir)).rejects.toThrow(/no startup scripts/)
  })

  it('fails naming the compat module when a listed startup script is missing', async () => {
    await build({}, ['static/chunks/gone.js'])
    await expect(hintStartupScripts(nextDir)).rejects.toThrow(
      /gone\.js.*is missing.*compat\/nextBuildOutput\.ts/,
    )
  })
})
