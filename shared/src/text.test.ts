import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { countWords, htmlToPlainText, readTimeMinutes, slugify } from './text'

describe('slugify', () => {
  it.each([
    ['Bitcoin Halving Explained', 'bitcoin-halving-explained'],
    ["Ethereum's Pectra Upgrade!", 'ethereum-s-pectra-upgrade'],
    ['  Crème brûlée & DeFi  ', 'creme-brulee-defi'],
    ['---', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('is idempotent and only ever yields lowercase kebab-case', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text)
        expect(slugify(slug)).toBe(slug)
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
      }),
    )
  })
})

describe('countWords and readTimeMinutes', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('  one \n two\tthree ')).toBe(3)
  })

  it('rounds reading time up at 200 words a minute, at least one minute', () => {
    expect(readTimeMinutes('')).toBe(1)
    expect(readTimeMinutes(Array(200).fill('w').join(' '))).toBe(1)
    expect(readTimeMinutes(Array(201).fill('w').join(' '))).toBe(2)
  })

  it('reads words from HTML without its tags', () => {
    expect(
      countWords(htmlToPlainText('<h2>Title here</h2><p>One <strong>two</strong>&nbsp;three</p>')),
    ).toBe(5)
  })
})
