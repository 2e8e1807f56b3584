import { describe, expect, it } from 'vitest'

import { isRefusedLink } from './refusedLinks'

describe('isRefusedLink', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    '',
  ])('refuses a link to %j', (url) => {
    expect(isRefusedLink('link', { linkType: 'custom', url })).toBe(true)
    expect(isRefusedLink('autolink', { url })).toBe(true)
  })

  it.each([
    'https://ethereum.org',
    'http://example.com',
    'mailto:a@b.co',
    'tel:+15550100',
    '/learn',
  ])('keeps a link to %j', (url) => {
    expect(isRefusedLink('link', { linkType: 'custom', url })).toBe(false)
  })

  it('keeps a link to an article, which has no URL', () => {
    expect(isRefusedLink('link', { linkType: 'internal' })).toBe(false)
  })

  it('refuses an autolink without a URL, even one claiming to be internal', () => {
    expect(isRefusedLink('autolink', { linkType: 'internal' })).toBe(true)
  })
})
