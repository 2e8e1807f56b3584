import { describe, expect, it } from 'vitest'

import { NO_PIN, resolveApiVersion } from './resolveVersion'

const NOW = Date.UTC(2026, 11, 5, 12)
const pinnedTo = (version: string) => () => Promise.resolve(version)
const unreachable = () =>
  Promise.reject(new Error('the pin is not looked up when a header names a version'))

describe('the version a call is answered in', () => {
  it('is the header’s, whatever the key is pinned to (the pin is not even looked up)', async () => {
    expect(await resolveApiVersion('2026-11-21', unreachable, NOW)).toEqual({
      ok: true,
      version: '2026-11-21',
    })
    expect(await resolveApiVersion('2026-12-01', unreachable, NOW)).toEqual({
      ok: true,
      version: '2026-12-01',
    })
  })

  it('is the key’s pinned version without a header', async () => {
    expect(await resolveApiVersion(null, pinnedTo('2026-11-21'), NOW)).toEqual({
      ok: true,
      version: '2026-11-21',
    })
  })

  it('is the current version without a header or a pin (the site, browsers, anonymous callers)', async () => {
    expect(await resolveApiVersion(null, NO_PIN, NOW)).toEqual({ ok: true, version: '2026-12-01' })
  })

  it('is an error for a header naming no served version, the pin unread', async () => {
    const resolved = await resolveApiVersion('2025-01-01', unreachable, NOW)
    expect(resolved).toEqual({
      ok: false,
      error:
        'Blockwise-Version 2025-01-01 is not a version of this API. Supported versions: 2026-12-01 (current), 2026-11-21 (deprecated, sunset 2027-12-01)',
    })
  })

  it('is an error once a pinned version is past its sunset, saying the pin can be changed', async () => {
    const resolved = await resolveApiVersion(null, pinnedTo('2026-11-21'), Date.UTC(2027, 11, 2))
    expect(resolved).toEqual({
      ok: false,
      error:
        'The integration key is pinned to a version no longer served (an admin can change it): Blockwise-Version 2026-11-21 was retired on 2027-12-01. Supported versions: 2026-12-01 (current)',
    })
  })
})
