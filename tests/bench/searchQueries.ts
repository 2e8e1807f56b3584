/**
 * One- to three-word queries a reader might type: common and rare words, a phrase in quotes, a
 * word left out, and a misspelt one that finds nothing and falls back to similar titles.
 */
export const SEARCH_QUERIES = [
  'bitcoin',
  'ethereum staking',
  'liquidity',
  'halving miners',
  '"hardware wallet"',
  'bitcoin -etf',
  'stablecoin regulation',
  'exploit bridge',
  'memecoins',
  'etherium',
]

const COMMON_WORDS = ['market', 'price', 'trading', 'volume', 'exchanges', 'holders', 'traders']

/**
 * The costliest searches found at 100,000 articles: phrases of words most articles hold, so each
 * such article is read for the words' order (a single word, an `or` of many, an `and` of many and
 * excluded words cost no more than a reader's usual search).
 */
export const COSTLY_SEARCHES = [
  '"bitcoin validators"',
  '"market -price"',
  `"${COMMON_WORDS.join(' ')} ${COMMON_WORDS.join(' ')}"`,
  COMMON_WORDS.map((word, i) => `"${word} ${COMMON_WORDS.at(i - 3)}"`).join(' or '),
  '"bitcoin validators" "market makers" "order book"',
]
