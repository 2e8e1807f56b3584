import { describe, expect, it } from 'vitest'

import { clickSignature, isClickSigned, isOpenSigned, openSignature } from './signature'

const ISSUE = '0b9c3f7e-6a51-4d0e-9f3a-2c1d5e8b7a60'
const OTHER_ISSUE = '5d2a8c41-93fe-4b7d-8e06-71c9a3f0b2d4'
const URL_ = 'https://example.org/report?utm_source=newsletter'

describe('tracking signatures', () => {
  it('are 22 URL-safe characters', () => {
    expect(clickSignature(ISSUE, URL_)).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(openSignature(ISSUE)).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('verify the issue and URL they were made for', () => {
    expect(isClickSigned(ISSUE, URL_, clickSignature(ISSUE, URL_))).toBe(true)
    expect(isOpenSigned(ISSUE, openSignature(ISSUE))).toBe(true)
  })

  it('refuse another URL, another issue, or a changed, cut or missing signature', () => {
    const signature = clickSignature(ISSUE, URL_)
    expect(isClickSigned(ISSUE, 'https://evil.example/', signature)).toBe(false)
    expect(isClickSigned(ISSUE, `${URL_}&x=1`, signature)).toBe(false)
    expect(isClickSigned(OTHER_ISSUE, URL_, signature)).toBe(false)
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    expect(isClickSigned(ISSUE, URL_, flipped)).toBe(false)
    expect(isClickSigned(ISSUE, URL_, signature.slice(0, 21))).toBe(false)
    expect(isClickSigned(ISSUE, URL_, '')).toBe(false)
    expect(isOpenSigned(OTHER_ISSUE, openSignature(ISSUE))).toBe(false)
  })

  it('keep clicks and opens apart: one never passes for the other', () => {
    expect(clickSignature(ISSUE, '')).not.toBe(openSignature(ISSUE))
    expect(isOpenSigned(ISSUE, clickSignature(ISSUE, ''))).toBe(false)
  })
})
