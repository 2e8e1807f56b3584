import { describe, expect, it } from 'vitest'

import { chipPrice } from './chipPrice'

describe('chipPrice', () => {
  it.each([
    [64_250.12, 1.82, { price: '$64,250.12', change: '+1.82%', direction: 'up' }],
    [3_120.55, -0.64, { price: '$3,120.55', change: '-0.64%', direction: 'down' }],
    [0.00001234, -2.1, { price: '$0.000012', change: '-2.10%', direction: 'down' }],
    [1, 0, { price: '$1.00', change: '0.00%', direction: 'flat' }],
    [1, -0.001, { price: '$1.00', change: '0.00%', direction: 'flat' }],
  ])('%s at %s%%', (currentPrice, priceChangePercentage24h, expected) => {
    expect(chipPrice({ currentPrice, priceChangePercentage24h })).toEqual(expected)
  })
})
