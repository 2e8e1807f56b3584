import { COIN_MENTION_CLASS, coinMentionProblem, escapeHtml } from '@blockwise/shared'
import type { CoinMentionFields } from '@blockwise/shared'

/**
 * A coin marked in an article: the editor's words and the coin's symbol (its name spelt out for
 * screen readers), in a span naming the CoinGecko id the site reads live prices for. A mention
 * that breaks the rules (stored before them, or another way) is only its text.
 */
export function coinMentionHtml(fields: unknown): string {
  if (coinMentionProblem(fields)) {
    const text = (fields as { text?: unknown } | null)?.text
    return typeof text === 'string' ? escapeHtml(text) : ''
  }
  const { coinId, symbol, name, text } = fields as CoinMentionFields
  return (
    `<span class="${COIN_MENTION_CLASS}" data-coin="${coinId}">${escapeHtml(text)} ` +
    `<abbr title="${escapeHtml(name)}">${escapeHtml(symbol.toUpperCase())}</abbr></span>`
  )
}
