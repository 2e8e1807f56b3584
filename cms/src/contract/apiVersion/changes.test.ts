import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { API_VERSIONS, API_VERSION_NAMES } from '@blockwise/shared/apiVersion'

import { API_CHANGES, answersWith } from './changes'
import { answeringIn } from './servedVersion'

const CHANGELOG = readFileSync(
  path.resolve(import.meta.dirname, '../../../../docs/api-changelog.md'),
  'utf8',
)
const OLDEST = API_VERSIONS[API_VERSIONS.length - 1]!.version

describe('the breaking changes between versions', () => {
  it('each belong to a version newer than the oldest served', () => {
    for (const [name, change] of Object.entries(API_CHANGES)) {
      expect(API_VERSION_NAMES, name).toContain(change.version)
      expect(change.version, name).not.toBe(OLDEST)
    }
  })

  it('apply to calls answered in their version or a later one, not before', () => {
    for (const name of Object.keys(API_CHANGES) as (keyof typeof API_CHANGES)[]) {
      const { version } = API_CHANGES[name]
      for (const served of API_VERSION_NAMES)
        expect(
          answeringIn(served, () => answersWith(name)),
          `${name} in ${served}`,
        ).toBe(served >= version)
    }
  })

  it('outside a call, apply as the current version has them', () => {
    expect(answersWith('movedArticleRedirects')).toBe(true)
  })

  it('are each in the changelog, under their version', () => {
    for (const { version } of API_VERSIONS) expect(CHANGELOG).toContain(`## ${version}`)
    for (const [name, change] of Object.entries(API_CHANGES)) {
      const section = CHANGELOG.split(`## ${change.version}`)[1]?.split(/\n## /)[0] ?? ''
      expect(section, name).toContain(`\`${name}\``)
    }
  })
})
