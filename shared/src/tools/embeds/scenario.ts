import { findAsset } from '../simulator/assets'
import { maxBuyAmount, trade, type PortfolioState } from '../simulator/portfolio'
import type { SimulatorEmbedSettings } from './settings'

/**
 * The portfolio an embedded simulator starts with: its cash, then each buy made for as much of
 * the asset as its dollars pay for (on the 0.000001 grid), in order.
 */
export function scenarioPortfolio(
  settings: SimulatorEmbedSettings,
  now: Date,
  makeId: () => string,
): PortfolioState {
  return settings.buys.reduce<PortfolioState>(
    (state, buy) => {
      const price = findAsset(buy.symbol)?.price ?? 0
      const amount = maxBuyAmount(Math.min(buy.usd, state.cash), price)
      const result = trade(state, { type: 'buy', symbol: buy.symbol, amount }, now, makeId)
      return result.ok ? result.state : state
    },
    { cash: settings.cash, holdings: [], trades: [] },
  )
}
