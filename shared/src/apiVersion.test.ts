import { describe, expect, it } from 'vitest'

import {
  API_VERSIONS,
  CURRENT_API_VERSION,
  apiVersionDayMs,
  parseApiVersionHeader,
  servedApiVersions,
} from './apiVersion'

const NOW = Date.UTC(2026, 11, 5, 12)
const AFTER_SUNSET = Date.UTC(2027, 11, 1, 0, 0, 1)

describe('the Blockwise-Version header', () => {
  it('is absent: no version asked for, the caller’s default applies', () => {
    expect(parseApiVersionHeader(null, NOW)).toEqual({ ok: true, version: null })
    expect(parseApiVersionHeader(undefined, NOW)).toEqual({ ok: true, version: null })
  })

  it('names each served version, spaces around it ignored', () => {
    expect(parseApiVersionHeader('2026-12-01', NOW)).toEqual({ ok: true, version: '2026-12-01' })
    expect(parseApiVersionHeader(' 2026-11-21 ', NOW)).toEqual({ ok: true, version: '2026-11-21' })
  })

  it('refuses what is not one date, naming the versions served', () => {
    for (const value of [
      '',
      'latest',
      '2026-12-1',
      '20261201',
      '2026-12-01, 2026-11-21',
      '2026-13-01',
      '2026-02-30',
      `2026-12-01${'x'.repeat(10_000)}`,
    ]) {
      const parsed = parseApiVersionHeader(value, NOW)
      expect(parsed.ok, value.slice(0, 20)).toBe(false)
      if (!parsed.ok) {
        expect(parsed.error).toBe(
          'Blockwise-Version must be one date in the form YYYY-MM-DD, e.g. 2026-12-01. Supported versions: 2026-12-01 (current), 2026-11-21 (deprecated, sunset 2027-12-01)',
        )
      }
    }
  })

  it('refuses a date that is no version', () => {
    expect(parseApiVersionHeader('2026-10-01', NOW)).toEqual({
      ok: false,
      error:
        'Blockwise-Version 2026-10-01 is not a version of this API. Supported versions: 2026-12-01 (current), 2026-11-21 (deprecated, sunset 2027-12-01)',
    })
  })

  it('refuses a version from its sunset day on, saying when it was retired', () => {
    expect(parseApiVersionHeader('2026-11-21', Date.UTC(2027, 10, 30, 23, 59, 59)).ok).toBe(true)
    expect(parseApiVersionHeader('2026-11-21', AFTER_SUNSET)).toEqual({
      ok: false,
      error:
        'Blockwise-Version 2026-11-21 was retired on 2027-12-01. Supported versions: 2026-12-01 (current)',
    })
  })
})

describe('the versions', () => {
  it('start with the current one, newest first, each a real day', () => {
    expect(API_VERSIONS[0].version).toBe(CURRENT_API_VERSION)
    const days = API_VERSIONS.map(({ version }) => apiVersionDayMs(version))
    expect(days).toEqual([...days].sort((a, b) => b - a))
    for (const day of days) expect(Number.isNaN(day)).toBe(false)
  })

  it('give each deprecated version a sunset at least a year after its successor shipped', () => {
    for (const [index, info] of API_VERSIONS.entries()) {
      if (!('deprecated' in info)) continue
      const successor = API_VERSIONS[index - 1]
      expect(info.deprecated).toBe(successor?.version)
      const year = 365 * 24 * 60 * 60 * 1000
      expect(
        apiVersionDayMs(info.sunset) - apiVersionDayMs(info.deprecated),
      ).toBeGreaterThanOrEqual(year)
    }
  })

  it('are served until their sunset, the current one always', () => {
    expect(servedApiVersions(NOW).map(({ version }) => version)).toEqual([
      '2026-12-01',
      '2026-11-21',
    ])
    expect(servedApiVersions(AFTER_SUNSET).map(({ version }) => version)).toEqual(['2026-12-01'])
  })
})
