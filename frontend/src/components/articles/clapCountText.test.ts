import fc from 'fast-check'
import { expect, it } from 'vitest'

import { clapCountText } from './clapCountText'

it('writes counts below 1,000 in full and larger ones short', () => {
  expect([0, 1, 999, 1000, 1234, 12_345, 123_456, 999_999, 1_234_567].map(clapCountText)).toEqual([
    '0',
    '1',
    '999',
    '1K',
    '1.2K',
    '12K',
    '123K',
    '1M',
    '1.2M',
  ])
})

it('never needs more than four characters below a billion', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 999_999_999 }), (claps) => {
      expect(clapCountText(claps).length).toBeLessThanOrEqual(4)
    }),
  )
})
