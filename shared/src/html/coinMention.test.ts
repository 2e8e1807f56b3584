import { describe, expect, it } from 'vitest'

import {
  COIN_ID_NOT_ALLOWED,
  COIN_NAME_NOT_ALLOWED,
  COIN_SYMBOL_NOT_ALLOWED,
  COIN_TEXT_NOT_ALLOWED,
  coinMentionIds,
  coinMentionProblem,
} from './coinMention'
import { sanitizeArticleHtml } from './sanitizeArticleHtml'

const bitcoin = { coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', text: 'Bitcoin' }
const MENTION =
  '<span class="coin-mention" data-coin="bitcoin">Bitcoin <abbr title="Bitcoin">BTC</abbr></span>'

describe('coinMentionProblem', () => {
  it('accepts a mention the market search filled', () => {
    expect(coinMentionProblem(bitcoin)).toBeNull()
    expect(coinMentionProblem({ ...bitcoin, coinId: 'usd-coin', symbol: 'USDC.e' })).toBeNull()
  })

  it.each([
    [{ ...bitcoin, coinId: 'Bitcoin' }, COIN_ID_NOT_ALLOWED],
    [{ ...bitcoin, coinId: 'bitcoin" onmouseover="x' }, COIN_ID_NOT_ALLOWED],
    [{ ...bitcoin, coinId: '../admin' }, COIN_ID_NOT_ALLOWED],
    [{ ...bitcoin, coinId: 'a'.repeat(101) }, COIN_ID_NOT_ALLOWED],
    [{ ...bitcoin, coinId: 42 }, COIN_ID_NOT_ALLOWED],
    [{ ...bitcoin, symbol: '<b>BTC</b>' }, COIN_SYMBOL_NOT_ALLOWED],
    [{ ...bitcoin, symbol: '' }, COIN_SYMBOL_NOT_ALLOWED],
    [{ ...bitcoin, name: 'Bit<script>' }, COIN_NAME_NOT_ALLOWED],
    [{ ...bitcoin, name: '   ' }, COIN_NAME_NOT_ALLOWED],
    [{ ...bitcoin, text: 'Bitcoin\u0000' }, COIN_TEXT_NOT_ALLOWED],
    [{ ...bitcoin, text: 'x'.repeat(101) }, COIN_TEXT_NOT_ALLOWED],
    [null, COIN_ID_NOT_ALLOWED],
  ])('refuses %j', (fields, message) => {
    expect(coinMentionProblem(fields)).toBe(message)
  })
})

describe('coin mentions in sanitizeArticleHtml', () => {
  it('keeps a coin mention exactly as the CMS writes it', () => {
    expect(sanitizeArticleHtml(`<p>Buy ${MENTION} now</p>`)).toBe(`<p>Buy ${MENTION} now</p>`)
  })

  it.each([
    [
      '<span class="coin-mention" data-coin="bit coin">x</span>',
      '<span class="coin-mention">x</span>',
    ],
    [
      '<span class="coin-mention" data-coin="javascript:alert(1)">x</span>',
      '<span class="coin-mention">x</span>',
    ],
    ['<span data-coin="bitcoin">x</span>', '<span>x</span>'],
    ['<p data-coin="bitcoin">x</p>', '<p>x</p>'],
    [
      '<span class="coin-mention evil" data-coin="bitcoin" onclick="x()">x</span>',
      '<span class="coin-mention" data-coin="bitcoin">x</span>',
    ],
    [
      '<abbr title="Bitcoin" onmouseover="x()" class="y">BTC</abbr>',
      '<abbr title="Bitcoin">BTC</abbr>',
    ],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeArticleHtml(dirty)).toBe(clean)
  })
})

describe('coinMentionIds', () => {
  it('lists each mentioned coin once, in order of first mention', () => {
    const html = sanitizeArticleHtml(
      `<p>${MENTION} and ${MENTION.replaceAll('bitcoin', 'ethereum')} then ${MENTION}</p>`,
    )
    expect(coinMentionIds(html)).toEqual(['bitcoin', 'ethereum'])
  })

  it('asks for at most what one market call answers', () => {
    const many = Array.from(
      { length: 120 },
      (_, index) => `<span class="coin-mention" data-coin="coin-${index}">c</span>`,
    ).join('')
    expect(coinMentionIds(sanitizeArticleHtml(many))).toHaveLength(100)
  })

  it('finds nothing in a body without mentions', () => {
    expect(coinMentionIds('<p>Bitcoin is <span>old</span></p>')).toEqual([])
  })
})
