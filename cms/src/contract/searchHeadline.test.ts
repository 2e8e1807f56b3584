import { describe, expect, it } from 'vitest'

import { searchHeadline } from './searchHeadline'
import { snippetHtml } from './searchSnippet'

/** Where each occurrence of each of `words` in `text` starts, as the stored spans give them. */
const startsOf = (text: string, ...words: string[]) =>
  words.map((word) =>
    [...text.matchAll(new RegExp(word, 'g'))].map(
      (found) => Array.from(text.slice(0, found.index)).length + 1,
    ),
  )

const headline = (text: string, ...words: string[]) =>
  snippetHtml(searchHeadline(text, startsOf(text, ...words)))

const numbered = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `w${index + from}`).join(' ')

describe('a search result’s headline from the words found when the article was saved', () => {
  it('shows the first twelve words, unmarked, when the text holds none of the words', () => {
    expect(headline(numbered(40))).toBe(numbered(12))
    expect(headline('Only four words here.')).toBe('Only four words here.')
    expect(headline('')).toBe('')
  })

  it('marks every match in thirty words that start four words before the first', () => {
    const text = `${numbered(50)} bitcoin ${numbered(10, 51)} bitcoin ${numbered(40, 61)}`
    expect(headline(text, 'bitcoin')).toBe(
      `w47 w48 w49 w50 <mark>bitcoin</mark> ${numbered(10, 51)} <mark>bitcoin</mark> ${numbered(14, 61)}`,
    )
  })

  it('starts at the text’s start, and ends at its end, without running past either', () => {
    expect(headline(`w1 bitcoin ${numbered(40, 3)}`, 'bitcoin')).toBe(
      `w1 <mark>bitcoin</mark> ${numbered(28, 3)}`,
    )
    expect(headline(`${numbered(40)} bitcoin w42`, 'bitcoin')).toBe(
      `${numbered(28, 13)} <mark>bitcoin</mark> w42`,
    )
  })

  it('prefers the window showing more of the words to an earlier one with more matches', () => {
    const text = `staking staking staking ${numbered(40)} staking ether ${numbered(40, 41)}`
    const shown = headline(text, 'staking', 'ether')
    expect(shown).toContain('<mark>staking</mark> <mark>ether</mark>')
    expect(shown).not.toContain('<mark>staking</mark> <mark>staking</mark>')
  })

  it('shows two fragments of fifteen words when no thirty hold every word', () => {
    const text = `${numbered(10)} halving ${numbered(60, 11)} miners ${numbered(20, 71)}`
    expect(headline(text, 'halving', 'miners')).toBe(
      `w7 w8 w9 w10 <mark>halving</mark> ${numbered(10, 11)} … w67 w68 w69 w70 <mark>miners</mark> ${numbered(10, 71)}`,
    )
  })

  it('marks the part of a word the search’s word was found in, and escapes the text', () => {
    expect(headline('A bitcoin-based <fund> & more, bitcoin’s', 'bitcoin')).toBe(
      'A <mark>bitcoin</mark>-based &#60;fund&#62; &#38; more, <mark>bitcoin</mark>’s',
    )
  })

  it('marks a token of signs and letters to its space, and a start met twice once', () => {
    const text = 'see /path, then example'
    expect(snippetHtml(searchHeadline(text, [[5], [5], [17]]))).toBe(
      'see <mark>/path,</mark> then <mark>example</mark>',
    )
  })

  it('counts offsets in characters, so text after an emoji or an astral letter is marked in place', () => {
    expect(headline('🚀 Bitcoin 𝔁 rallies as bitcoin rises', 'Bitcoin', 'rallies')).toBe(
      '🚀 <mark>Bitcoin</mark> 𝔁 <mark>rallies</mark> as bitcoin rises',
    )
  })
})
