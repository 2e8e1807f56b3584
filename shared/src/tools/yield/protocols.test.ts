import { describe, expect, it } from 'vitest'

import {
  PROTOCOL_CATEGORIES,
  PROTOCOLS,
  PROTOCOLS_AS_OF,
  PROTOCOLS_SOURCE,
  RISK_LEVELS,
  findProtocol,
} from './protocols'
import { parseTvl } from './sort'

describe('PROTOCOLS', () => {
  it('holds the 38 built-in protocols with unique names', () => {
    expect(PROTOCOLS).toHaveLength(38)
    expect(new Set(PROTOCOLS.map((protocol) => protocol.name)).size).toBe(38)
  })

  it('covers every category and every risk level', () => {
    expect(new Set(PROTOCOLS.map((protocol) => protocol.category))).toEqual(
      new Set(PROTOCOL_CATEGORIES),
    )
    expect(new Set(PROTOCOLS.map((protocol) => protocol.riskLevel))).toEqual(new Set(RISK_LEVELS))
  })

  it('has a positive APY, a token and a B or M TVL on every row', () => {
    for (const protocol of PROTOCOLS) {
      expect(protocol.apy, protocol.name).toBeGreaterThan(0)
      expect(protocol.apy, protocol.name).toBeLessThan(100)
      expect(protocol.token.trim(), protocol.name).not.toBe('')
      expect(protocol.tvl, protocol.name).toMatch(/^\d+(\.\d+)?[BM]$/)
      expect(parseTvl(protocol.tvl), protocol.name).toBeGreaterThan(0)
    }
  })

  it('names its date and source', () => {
    expect(PROTOCOLS_AS_OF).toBe('2025-08-24')
    expect(PROTOCOLS_SOURCE).toContain('DefiLlama')
  })

  it('finds a protocol by its name', () => {
    expect(findProtocol('Lido')?.token).toBe('ETH')
    expect(findProtocol('Nope')).toBeUndefined()
  })
})
