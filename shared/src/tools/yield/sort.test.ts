import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { PROTOCOLS, RISK_LEVELS, type DefiProtocol } from './protocols'
import {
  DEFAULT_SORT,
  FIRST_DIRECTION,
  SORT_KEYS,
  nextSort,
  parseTvl,
  riskRank,
  sortProtocols,
  type SortKey,
} from './sort'

describe('parseTvl', () => {
  it('reads B, M and K suffixes in either case', () => {
    expect(parseTvl('12.4B')).toBe(12.4e9)
    expect(parseTvl('850M')).toBe(850e6)
    expect(parseTvl('75K')).toBe(75e3)
    expect(parseTvl('3.5b')).toBe(3.5e9)
    expect(parseTvl('120m')).toBe(120e6)
    expect(parseTvl('9k')).toBe(9e3)
    expect(parseTvl(' $1.2B ')).toBe(1.2e9)
    expect(parseTvl('950')).toBe(950)
  })

  it('is null for anything else', () => {
    for (const bad of ['', ' ', 'B', 'abc', '12.4T', '1,2B', '-5M', '12.4BB', '1.2.3M', 'NaN']) {
      expect(parseTvl(bad), bad).toBeNull()
    }
  })

  it('orders every built-in TVL consistently with its suffix', () => {
    expect(parseTvl('999M')).toBeLessThan(parseTvl('1.0B') ?? 0)
    expect(parseTvl('999K')).toBeLessThan(parseTvl('1M') ?? 0)
  })
})

describe('riskRank', () => {
  it('ranks Low 1, Medium 2, High 3', () => {
    expect(RISK_LEVELS.map(riskRank)).toEqual([1, 2, 3])
  })
})

const byName = (list: readonly DefiProtocol[]) => list.map((protocol) => protocol.name)

function sortValue(protocol: DefiProtocol, key: SortKey): number | string {
  if (key === 'apy') return protocol.apy
  if (key === 'tvl') return parseTvl(protocol.tvl) ?? Number.NaN
  if (key === 'riskLevel') return riskRank(protocol.riskLevel)
  return protocol.name.toLowerCase()
}

describe('sortProtocols', () => {
  for (const key of SORT_KEYS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`orders the table by ${key} ${direction}`, () => {
        const sorted = sortProtocols(PROTOCOLS, { key, direction })
        expect(sorted).toHaveLength(PROTOCOLS.length)
        expect(new Set(byName(sorted))).toEqual(new Set(byName(PROTOCOLS)))
        for (let i = 1; i < sorted.length; i++) {
          const previous = sortValue(sorted[i - 1] as DefiProtocol, key)
          const current = sortValue(sorted[i] as DefiProtocol, key)
          if (direction === 'asc') expect(previous <= current).toBe(true)
          else expect(previous >= current).toBe(true)
        }
      })
    }
  }

  it('puts the expected protocols first', () => {
    expect(sortProtocols(PROTOCOLS, { key: 'apy', direction: 'desc' })[0]?.name).toBe('Aerodrome')
    expect(sortProtocols(PROTOCOLS, { key: 'apy', direction: 'asc' })[0]?.name).toBe('Curve')
    expect(sortProtocols(PROTOCOLS, { key: 'tvl', direction: 'desc' })[0]?.name).toBe('Aave V3')
    expect(sortProtocols(PROTOCOLS, { key: 'tvl', direction: 'asc' })[0]?.name).toBe(
      'Alpaca Finance',
    )
    expect(sortProtocols(PROTOCOLS, { key: 'name', direction: 'asc' })[0]?.name).toBe('Aave V3')
    expect(sortProtocols(PROTOCOLS, { key: 'name', direction: 'desc' })[0]?.name).toBe(
      'Yearn Finance',
    )
  })

  it('keeps ties in table order in both directions (stable)', () => {
    for (const direction of ['asc', 'desc'] as const) {
      const sorted = sortProtocols(PROTOCOLS, { key: 'riskLevel', direction })
      for (const level of RISK_LEVELS) {
        expect(byName(sorted.filter((p) => p.riskLevel === level))).toEqual(
          byName(PROTOCOLS.filter((p) => p.riskLevel === level)),
        )
      }
      expect(sorted[0]?.riskLevel).toBe(direction === 'asc' ? 'Low' : 'High')
    }
  })

  it('sorts ignoring case and puts unreadable TVLs last', () => {
    const base = PROTOCOLS[0] as DefiProtocol
    const list = [
      { ...base, name: 'beta', tvl: 'unknown' },
      { ...base, name: 'Alpha', tvl: '5M' },
      { ...base, name: 'gamma', tvl: '2K' },
    ]
    expect(byName(sortProtocols(list, { key: 'name', direction: 'asc' }))).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ])
    expect(byName(sortProtocols(list, { key: 'tvl', direction: 'asc' }))).toEqual([
      'gamma',
      'Alpha',
      'beta',
    ])
    expect(byName(sortProtocols(list, { key: 'tvl', direction: 'desc' }))).toEqual([
      'Alpha',
      'gamma',
      'beta',
    ])
  })

  it('never changes its input and is a permutation of it', () => {
    const protocol = fc.record({
      name: fc.string(),
      token: fc.string(),
      apy: fc.double({ min: 0, max: 1000, noNaN: true }),
      tvl: fc.oneof(fc.string(), fc.stringMatching(/^\d{1,4}(\.\d)?[KMB]$/)),
      riskLevel: fc.constantFrom(...RISK_LEVELS),
      category: fc.constantFrom('Lending', 'Staking', 'Liquidity Pool', 'Yield Farming' as const),
    })
    fc.assert(
      fc.property(
        fc.array(protocol),
        fc.constantFrom(...SORT_KEYS),
        fc.constantFrom('asc' as const, 'desc' as const),
        (list, key, direction) => {
          const copy = structuredClone(list)
          const sorted = sortProtocols(list, { key, direction })
          expect(list).toEqual(copy)
          expect(sorted).toHaveLength(list.length)
          expect([...sorted].sort((a, b) => list.indexOf(a) - list.indexOf(b))).toEqual(list)
        },
      ),
    )
  })
})

describe('DEFAULT_SORT and nextSort', () => {
  it('starts with APY descending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'apy', direction: 'desc' })
    expect(sortProtocols(PROTOCOLS, DEFAULT_SORT)[0]?.apy).toBe(
      Math.max(...PROTOCOLS.map((protocol) => protocol.apy)),
    )
  })

  it('toggles the direction when the same header is clicked again', () => {
    for (const key of SORT_KEYS) {
      expect(nextSort({ key, direction: 'asc' }, key)).toEqual({ key, direction: 'desc' })
      expect(nextSort({ key, direction: 'desc' }, key)).toEqual({ key, direction: 'asc' })
    }
    const twice = nextSort(nextSort(DEFAULT_SORT, 'apy'), 'apy')
    expect(twice).toEqual(DEFAULT_SORT)
  })

  it('starts a new column at its first direction: name and risk asc, APY and TVL desc', () => {
    expect(FIRST_DIRECTION).toEqual({ name: 'asc', apy: 'desc', tvl: 'desc', riskLevel: 'asc' })
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', direction: 'asc' })
    expect(nextSort(DEFAULT_SORT, 'tvl')).toEqual({ key: 'tvl', direction: 'desc' })
    expect(nextSort(DEFAULT_SORT, 'riskLevel')).toEqual({ key: 'riskLevel', direction: 'asc' })
    expect(nextSort({ key: 'name', direction: 'desc' }, 'apy')).toEqual({
      key: 'apy',
      direction: 'desc',
    })
  })
})
