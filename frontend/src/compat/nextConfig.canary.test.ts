/**
 * Canary for what the site's config asks of Next beyond its documented API: frontend/next.config.ts
 * sets experimental options, which Next may rename or drop in any release (it only warns of an
 * unknown one, and then ignores it). Checked against the schema the installed Next checks a config
 * against.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config'

const CONFIG_SCHEMA = 'next/dist/server/config-schema.js'
const broken = (what: string) =>
  `frontend/next.config.ts relies on Next beyond its API (${CONFIG_SCHEMA}): ${what}`

interface Issue {
  path: (string | number)[]
  message: string
}
interface Schema {
  safeParse(config: unknown): { success: true } | { success: false; error: { issues: Issue[] } }
}

/** What Next would warn of in `config`, as `<path>: <message>`; none when it takes it. */
function warnings(config: unknown): string[] {
  const { configSchema } = createRequire(import.meta.url)(CONFIG_SCHEMA) as {
    configSchema?: Schema
  }
  if (!configSchema) throw new Error(broken('Next no longer exports configSchema'))
  const result = configSchema.safeParse(config)
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

const experimental: Record<string, unknown> = { ...nextConfig.experimental }

describe("the site's Next config, against the installed Next", () => {
  it('is the config that sets the experimental options this checks', () => {
    expect(Object.keys(experimental)).toEqual(expect.arrayContaining(['isrFlushToDisk']))
  })

  it.each(Object.keys(experimental))('still knows experimental.%s', (option) => {
    expect(
      warnings({ experimental: { [option]: experimental[option] } }),
      broken(`Next dropped experimental.${option}, or takes another value for it`),
    ).toEqual([])
  })

  it('takes the whole config without a warning', () => {
    expect(warnings(nextConfig), broken('Next would warn of the config')).toEqual([])
  })
})
