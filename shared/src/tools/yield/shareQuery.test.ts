import { describe, expect, it } from 'vitest'

import { formatYieldQuery, parseYieldQuery } from './shareQuery'

const parse = (query: string) => parseYieldQuery(new URLSearchParams(query))

describe('the yield calculator in a shared URL', () => {
  it('reads back what it wrote', () => {
    const inputs = { amount: 2500.5, protocol: 'Lido', frequency: 'monthly' as const }
    expect(parse(formatYieldQuery(inputs))).toEqual(inputs)
    expect(parse(formatYieldQuery({ apy: 12.5 }))).toEqual({ apy: 12.5 })
  })

  it('prefers a custom APY over a protocol', () => {
    expect(parse('protocol=Lido&apy=7')).toEqual({ apy: 7 })
  })

  it.each([
    'amount=-5',
    'amount=0',
    'amount=1e400',
    'amount=0x10',
    'amount=%3Cscript%3E',
    'amount=Infinity',
    'amount=10000000000000',
    'apy=NaN',
    'apy=10001',
    'protocol=Nope',
    'protocol=lido',
    'frequency=hourly',
    'frequency=constructor',
    'amount=1,000',
    'amount= 5',
  ])('drops %s, so its default applies', (query) => {
    expect(parse(query)).toEqual({})
  })

  it('keeps the valid inputs next to invalid ones', () => {
    expect(parse('amount=abc&frequency=weekly&protocol=__proto__')).toEqual({
      frequency: 'weekly',
    })
  })
})
