import fc from 'fast-check'
import { expect, it } from 'vitest'

import { clapCountText } from './clapCountText'

const intlCompact = new Intl.NumberFormat('en', { notation: 'compact' })
/** Far beyond any count (PostgreSQL's integer stops at 2^31), where the arithmetic is still exact. */
const MOST_CLAPS = 10 ** 14

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

it('rounds halves up and carries into the next unit as Intl does', () => {
  const edges = [1050, 1149, 1150, 1949, 1950, 9949, 9950, 9999, 99_499, 99_500, 999_499, 999_500]
  expect(edges.map(clapCountText)).toEqual(edges.map((claps) => intlCompact.format(claps)))
})

/** Counts a few claps either side of a rounding edge: halfway between two tenths or two wholes of a unit. */
const nearEdges = fc
  .tuple(
    fc.constantFrom(1e3, 1e6, 1e9, 1e12),
    fc.constantFrom(0.1, 1),
    fc.integer({ min: 1, max: 9999 }),
    fc.integer({ min: -2, max: 2 }),
  )
  .map(([unit, step, halves, offset]) => (halves + 0.5) * unit * step + offset)
  .filter((claps) => claps >= 1000 && claps <= MOST_CLAPS)

it('writes every count as English compact notation does', () => {
  fc.assert(
    fc.property(fc.oneof(fc.integer({ min: 1000, max: MOST_CLAPS }), nearEdges), (claps) => {
      expect(clapCountText(claps)).toBe(intlCompact.format(claps))
    }),
  )
})

it('never needs more than four characters below a billion', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 999_999_999 }), (claps) => {
      expect(clapCountText(claps).length).toBeLessThanOrEqual(4)
    }),
  )
})
