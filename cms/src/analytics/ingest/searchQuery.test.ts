import { describe, expect, it } from 'vitest'

import { storedSearchQuery } from './searchQuery'

describe('storedSearchQuery', () => {
  it('trims, lower-cases and collapses whitespace', () => {
    expect(storedSearchQuery('  Bitcoin   ETF\tApproval\n')).toBe('bitcoin etf approval')
  })

  it('keeps at most 100 characters', () => {
    expect(storedSearchQuery('x'.repeat(150))).toBe('x'.repeat(100))
    expect(storedSearchQuery(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99))
  })

  it('drops a query that holds an e-mail address', () => {
    expect(storedSearchQuery('jane.doe@example.com')).toBeNull()
    expect(storedSearchQuery('newsletter for Jane@Mail.co.uk please')).toBeNull()
  })

  it('drops a query that holds a long run of digits, such as a phone or card number', () => {
    expect(storedSearchQuery('+44 20 7946 0958')).toBeNull()
    expect(storedSearchQuery('4111 1111 1111 1111')).toBeNull()
    expect(storedSearchQuery('call 555-123-4567')).toBeNull()
  })

  it('keeps years, prices and other short numbers, and an @ that is no address', () => {
    expect(storedSearchQuery('bitcoin 2024 halving')).toBe('bitcoin 2024 halving')
    expect(storedSearchQuery('eth at 3500')).toBe('eth at 3500')
    expect(storedSearchQuery('@vitalik')).toBe('@vitalik')
  })

  it('is null for a query that is only whitespace', () => {
    expect(storedSearchQuery('   ')).toBeNull()
  })
})
