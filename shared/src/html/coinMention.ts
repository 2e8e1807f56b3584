import type sanitizeHtml from 'sanitize-html'

import { MAX_WATCHLIST_IDS, isCoinId } from '../tools/watchlist/coinIds'

/** The slug of the article editor's inline block that marks a coin in the text. */
export const COIN_MENTION_BLOCK = 'coin'
/** The class of a coin mention in article HTML; its `data-coin` holds the CoinGecko id. */
export const COIN_MENTION_CLASS = 'coin-mention'

export interface CoinMentionFields {
  coinId: string
  symbol: string
  name: string
  text: string
}

export const COIN_ID_NOT_ALLOWED =
  'The coin must be a CoinGecko coin id such as bitcoin: lowercase letters, digits and hyphens'
export const COIN_SYMBOL_NOT_ALLOWED =
  'The coin symbol must be 1 to 20 letters, digits, dots or hyphens, such as BTC'
export const COIN_NAME_NOT_ALLOWED =
  'The coin name must be 1 to 100 characters without < > or control characters'
export const COIN_TEXT_NOT_ALLOWED =
  'The text shown must be 1 to 100 characters without < > or control characters'

const SYMBOL = /^[\p{L}\p{N}.$_-]{1,20}$/u
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const PLAIN_TEXT = /^[^\u0000-\u001f\u007f<>]{1,100}$/u

const plainText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && PLAIN_TEXT.test(value)

/** Each field of a coin mention, with the test it must pass and what an editor is told if not. */
export const COIN_MENTION_RULES: Record<
  keyof CoinMentionFields,
  { valid: (value: unknown) => boolean; message: string }
> = {
  coinId: { valid: isCoinId, message: COIN_ID_NOT_ALLOWED },
  symbol: {
    valid: (value) => typeof value === 'string' && SYMBOL.test(value),
    message: COIN_SYMBOL_NOT_ALLOWED,
  },
  name: { valid: plainText, message: COIN_NAME_NOT_ALLOWED },
  text: { valid: plainText, message: COIN_TEXT_NOT_ALLOWED },
}

/** The first rule a stored coin mention breaks, or null when it is one readers can be shown. */
export function coinMentionProblem(fields: unknown): string | null {
  const record = (fields && typeof fields === 'object' ? fields : {}) as Record<string, unknown>
  for (const [key, rule] of Object.entries(COIN_MENTION_RULES))
    if (!rule.valid(record[key])) return rule.message
  return null
}

/** What sanitizeArticleHtml lets through for a coin mention (merged into its options). */
export const COIN_MENTION_ALLOWED_CLASSES = { span: [COIN_MENTION_CLASS] }
export const COIN_MENTION_ALLOWED_ATTRIBUTES = { span: ['class', 'data-coin'], abbr: ['title'] }

/** A span keeps `data-coin` only as a coin mention naming a well-formed CoinGecko id. */
export const coinMentionSpan: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { 'data-coin': coin, ...rest } = attribs
  const mention = (attribs.class ?? '').split(/\s+/).includes(COIN_MENTION_CLASS)
  return { tagName, attribs: mention && isCoinId(coin) ? { ...rest, 'data-coin': coin } : rest }
}

const DATA_COIN = /\sdata-coin="([a-z0-9-]{1,100})"/g

/**
 * The coins mentioned in sanitised article HTML, each once and at most as many as one market
 * call answers for (the sanitiser keeps `data-coin` on coin mentions only).
 */
export function coinMentionIds(sanitisedHtml: string): string[] {
  const ids = new Set([...sanitisedHtml.matchAll(DATA_COIN)].map((match) => match[1] ?? ''))
  return [...ids].slice(0, MAX_WATCHLIST_IDS)
}
