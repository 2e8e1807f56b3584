import { describe, expect, it } from 'vitest'

import {
  NO_RATE,
  clickRateText,
  formatCount,
  formatShare,
  opensText,
  readRateText,
} from './formatNumbers'

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1234567)).toBe('1,234,567')
  })
})

describe('formatShare', () => {
  it('shows a share as a percentage with at most one decimal', () => {
    expect(formatShare(0)).toBe('0%')
    expect(formatShare(0.4567)).toBe('45.7%')
    expect(formatShare(1)).toBe('100%')
  })
})

describe('readRateText', () => {
  it('shows the read rate as a percentage', () => {
    expect(readRateText(0.25)).toBe('25%')
    expect(readRateText(0)).toBe('0%')
  })

  it('shows a dash when no article was viewed', () => {
    expect(readRateText(null)).toBe(NO_RATE)
  })
})

describe('clickRateText', () => {
  it('divides clicks by deliveries', () => {
    expect(clickRateText(12, 400)).toBe('3%')
    expect(clickRateText(1, 3)).toBe('33.3%')
  })

  it('shows a dash for an issue delivered to nobody', () => {
    expect(clickRateText(0, 0)).toBe(NO_RATE)
  })
})

describe('opensText', () => {
  it('counts opens, or says they were not tracked', () => {
    expect(opensText(1500)).toBe('1,500')
    expect(opensText(0)).toBe('0')
    expect(opensText(null)).toBe('not tracked')
  })
})
