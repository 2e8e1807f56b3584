import { describe, expect, it } from 'vitest'

import { countryOf } from './country'

describe('countryOf', () => {
  it('names the country a public address is announced from', () => {
    expect(countryOf('8.8.8.8')).toBe('US')
    expect(countryOf('81.2.69.160')).toBe('GB')
    expect(countryOf('2a00:1450:4001::1')).toMatch(/^[A-Z]{2}$/)
  })

  it('names none for loopback, private, shared and link-local addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.1.1', '172.20.0.1', '100.64.0.1'])
      expect(countryOf(address)).toBeNull()
    for (const address of ['::1', 'fd00::1', 'fe80::1']) expect(countryOf(address)).toBeNull()
  })

  it('names none for what is not an address', () => {
    for (const address of ['', 'unknown', '999.1.1.1', '8.8.8.8, 1.1.1.1'])
      expect(countryOf(address)).toBeNull()
  })
})
