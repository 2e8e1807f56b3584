import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { BUILD_MANIFEST, NEXT_DIR, STATIC_DIR } from './nextBuildOutput'

const load = createRequire(import.meta.url)
const broken = (internal: string, what: string) =>
  `frontend/src/compat/nextBuildOutput.ts expects Next's build output as it was (${internal}): ${what}`

const CONSTANTS = 'next/dist/shared/lib/constants'
const DEFAULT_CONFIG = 'next/dist/server/config-shared'
const REQUIRED_SCRIPTS = 'next/dist/server/app-render/required-scripts'

type GetRequiredScripts = (
  buildManifest: { rootMainFiles: string[] },
  ...rest: unknown[]
) => [unknown, { src: string }]

describe('compat/nextBuildOutput.ts against the installed Next', () => {
  it("names the build's folder and files as Next does", async () => {
    const constants = load(CONSTANTS) as Record<string, unknown>
    expect(BUILD_MANIFEST, broken(`${CONSTANTS} BUILD_MANIFEST`, 'renamed')).toBe(
      constants.BUILD_MANIFEST,
    )
    expect(STATIC_DIR, broken(`${CONSTANTS} CLIENT_STATIC_FILES_PATH`, 'renamed')).toBe(
      constants.CLIENT_STATIC_FILES_PATH,
    )
    const { defaultConfig } = load(DEFAULT_CONFIG) as { defaultConfig: { distDir: string } }
    expect(NEXT_DIR, broken(`${DEFAULT_CONFIG} distDir`, 'the default moved')).toBe(
      defaultConfig.distDir,
    )
    const config = await readFile(
      path.join(import.meta.dirname, '..', '..', 'next.config.ts'),
      'utf8',
    )
    expect(config, broken('next.config.ts', 'it sets its own distDir')).not.toMatch(/\bdistDir\b/)
  })

  it("starts every page with the manifest's rootMainFiles, named from the build's folder", () => {
    const { getRequiredScripts } = load(REQUIRED_SCRIPTS) as {
      getRequiredScripts?: GetRequiredScripts
    }
    expect(getRequiredScripts, broken(REQUIRED_SCRIPTS, 'getRequiredScripts is gone')).toBeTypeOf(
      'function',
    )
    const manifest = {
      rootMainFiles: [`${STATIC_DIR}/chunks/runtime.js`, `${STATIC_DIR}/chunks/b.js`],
    }
    const [, bootstrap] = getRequiredScripts!(
      manifest,
      '',
      undefined,
      undefined,
      '',
      undefined,
      '/',
    )
    expect(
      bootstrap.src,
      broken(
        `${REQUIRED_SCRIPTS} getRequiredScripts`,
        'a page starts otherwise than with rootMainFiles',
      ),
    ).toBe(`/_next/${STATIC_DIR}/chunks/runtime.js`)
  })
})
