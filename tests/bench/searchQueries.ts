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
