import { describe, expect, it } from 'vitest'

import { refusedAddress } from './addressPolicy'

describe('refusedAddress', () => {
  it.each([
    '10.0.0.5',
    '172.16.3.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:10.0.0.5',
    '::ffff:a00:5',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:5',
  ])('refuses the internal address %s', (address) => {
    expect(refusedAddress(address)).toMatch(/private, loopback or reserved/)
  })

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'lets the public address %s through',
    (address) => {
      expect(refusedAddress(address)).toBeNull()
    },
  )

  it('lets loopback through outside production, for a local receiver', () => {
    expect(refusedAddress('127.0.0.1')).toBeNull()
    expect(refusedAddress('::1')).toBeNull()
  })

  it('refuses what is not an address', () => {
    expect(refusedAddress('localhost')).toMatch(/not an IP address/)
  })
})
