import { describe, expect, it } from 'vitest'

import { optsOutOfTracking } from './privacySignals'

const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) })

describe('optsOutOfTracking', () => {
  it('is true for Sec-GPC: 1 and for DNT: 1', () => {
    expect(optsOutOfTracking(request({ 'sec-gpc': '1' }))).toBe(true)
    expect(optsOutOfTracking(request({ dnt: '1' }))).toBe(true)
  })

  it('is false without either signal, or when they say 0', () => {
    expect(optsOutOfTracking(request({}))).toBe(false)
    expect(optsOutOfTracking(request({ 'sec-gpc': '0', dnt: '0' }))).toBe(false)
  })
})
