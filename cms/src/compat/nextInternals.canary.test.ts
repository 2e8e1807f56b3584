/**
 * Canary for what the CMS relies on of Next beyond its documented API: postBuild.ts rewrites the
 * server scripts where Next writes them (.next/server), the CMS's server sends the static files
 * from where Next writes them (.next/static), and cms/next.config.mjs sets experimental
 * options, which Next may rename or drop in any release (it only warns of an unknown one).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

import { importInstalled, readInstalled } from './installedPackages'
import { nextStaticDir } from './nextStaticFiles'

const broken = (fence: string, what: string) => `${fence} relies on Next beyond its API: ${what}`

const NEXT_CONFIG = path.join(import.meta.dirname, '../../next.config.mjs')

describe('Next, as the CMS relies on it beyond its documented API', () => {
  it('writes the server build under .next/server', async () => {
    const constants = await importInstalled<{ SERVER_DIRECTORY: string }>(
      'next',
      'dist/shared/lib/constants.js',
    )
    const moved = broken('cms/src/compat/postBuild.ts', 'the server build left .next/server')
    expect(constants.SERVER_DIRECTORY, moved).toBe('server')
  })

  it('writes the static files under .next/static', async () => {
    const constants = await importInstalled<{ CLIENT_STATIC_FILES_PATH: string }>(
      'next',
      'dist/shared/lib/constants.js',
    )
    const moved = broken('cms/src/compat/nextStaticFiles.ts', 'the static files left .next/static')
    expect(nextStaticDir('/cms'), moved).toBe(
      path.join('/cms', '.next', constants.CLIENT_STATIC_FILES_PATH),
    )
  })

  it("still knows each experimental option of the CMS config (with Payload's)", async () => {
    const { default: config } = (await import(pathToFileURL(NEXT_CONFIG).href)) as {
      default: { experimental?: Record<string, unknown> }
    }
    const options = Object.keys(config.experimental ?? {})
    expect(options).toEqual(expect.arrayContaining(['preloadEntriesOnStart', 'multiZoneDraftMode']))
    const schema = await readInstalled('next', 'dist/server/config-schema.js')
    for (const option of options)
      expect(
        schema,
        broken('cms/next.config.mjs', `Next dropped experimental.${option}`),
      ).toContain(`${option}:`)
  })
})
