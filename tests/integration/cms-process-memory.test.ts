import { execFile } from 'node:child_process'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import '@/collections/Media/imageLimits'
import { escapeBeyondLatin1 } from '@/build/escapeBeyondLatin1'

import { CMS_DIR } from '../../scripts/lib/paths'

/** The CMS's Next config as its production server loads it, and whether that mapped SWC. */
const LOAD_CONFIG = `
import loadConfig from 'next/dist/server/config.js'
import { PHASE_PRODUCTION_SERVER } from 'next/dist/shared/lib/constants.js'
import { readFileSync } from 'node:fs'
const config = await (loadConfig.default ?? loadConfig)(PHASE_PRODUCTION_SERVER, process.cwd())
const swcMapped = readFileSync('/proc/self/maps', 'utf8').includes('next-swc')
console.log(JSON.stringify({ swcMapped, external: config.serverExternalPackages }))
process.exit(0)
`

/** Identifiers, strings, identity escapes, templates, regular expressions and a surrogate pair. */
const BEYOND_LATIN1 = String.raw`
  const ж = 'Привет \ж \\ж'
  const rtl = /^[\u0591-\u07FF֑-߿]+$/u.test('עברית')
  const quoted = ${'`'}“AI-assisted” ${'$'}{ж}${'`'}
  ;[ж, rtl, quoted, '😀', /\ж/.test('ж'), 'é']
`

describe('what the CMS process holds for good (npm run bench:soak measures it)', () => {
  it('keeps no libvips operation cache: each image goes back to the allocator', () => {
    expect(sharp.cache()).toMatchObject({
      memory: { max: 0 },
      files: { max: 0 },
      items: { max: 0 },
    })
  })

  it('starts without SWC, and holds the AI and mail SDKs once, not in every route', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', LOAD_CONFIG],
      { cwd: CMS_DIR, env: { ...process.env, NODE_ENV: 'production' } },
    )
    const loaded = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      swcMapped: boolean
      external: string[]
    }
    expect(loaded.swcMapped).toBe(false)
    expect(loaded.external).toEqual(
      expect.arrayContaining(['@anthropic-ai/sdk', '@google/genai', 'nodemailer']),
    )
  })

  it('loads its server scripts as Latin-1 text, half the memory of two-byte text', async () => {
    const serverDir = path.join(CMS_DIR, '.next', 'server')
    const scripts = (await readdir(serverDir, { recursive: true })).filter((file) =>
      file.endsWith('.js'),
    )
    expect(scripts.length).toBeGreaterThan(0)
    const beyondLatin1: string[] = []
    for (const script of scripts) {
      if (/[\u0100-\uffff]/.test(await readFile(path.join(serverDir, script), 'utf8')))
        beyondLatin1.push(script)
    }
    expect(beyondLatin1).toEqual([])
  })

  it('escapes characters past Latin-1 without changing what the script does', () => {
    const escaped = escapeBeyondLatin1(BEYOND_LATIN1)
    expect(escaped).not.toMatch(/[\u0100-\uffff]/)
    expect((0, eval)(escaped)).toEqual((0, eval)(BEYOND_LATIN1))
  })
})
