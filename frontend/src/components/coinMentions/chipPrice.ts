import { formatPercent, formatPrice } from '@blockwise/shared/tools/format'
import type { MarketCoin } from '@blockwise/shared/tools/watchlist/market'

export interface ChipPrice {
  price: string
  /** Signed, so the direction does not rest on colour alone: +1.82%, -0.64%. */
  change: string
  direction: 'up' | 'down' | 'flat'
}

/** A coin mention's live figures, formatted as the watchlist formats them. */
export function chipPrice(
  coin: Pick<MarketCoin, 'currentPrice' | 'priceChangePercentage24h'>,
): ChipPrice {
  const change = coin.priceChangePercentage24h
  // The direction of the change as shown, with 2 decimals: -0.001% is no move.
  const shown = Number(change.toFixed(2))
  return {
    price: formatPrice(coin.currentPrice),
    change: formatPercent(shown),
    direction: shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat',
  }
}
