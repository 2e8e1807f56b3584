/**
 * The portfolio simulator's 8 built-in assets (docs/product.md#entities).
 *
 * SIMULATED SAMPLE PRICES, NOT LIVE: every price, 24h change and market cap below is a fixed value
 * chosen for teaching. They never update and must never be shown as market data.
 */

export interface SimulatorAsset {
  symbol: string
  name: string
  /** Sample price in USD. */
  price: number
  /** Sample 24-hour change in percent. */
  change24h: number
  /** Sample market capitalisation in USD. */
  marketCap: number
}

export const SIMULATOR_ASSETS: readonly SimulatorAsset[] = [
  { symbol: 'BTC', name: 'Bitcoin', price: 64_000, change24h: 2.35, marketCap: 1_260_000_000_000 },
  { symbol: 'ETH', name: 'Ethereum', price: 3_200, change24h: -1.12, marketCap: 385_000_000_000 },
  { symbol: 'SOL', name: 'Solana', price: 145, change24h: 4.8, marketCap: 67_000_000_000 },
  { symbol: 'ADA', name: 'Cardano', price: 0.45, change24h: -0.85, marketCap: 16_000_000_000 },
  { symbol: 'AVAX', name: 'Avalanche', price: 28.5, change24h: 3.2, marketCap: 11_500_000_000 },
  { symbol: 'DOT', name: 'Polkadot', price: 6.8, change24h: -2.1, marketCap: 9_800_000_000 },
  { symbol: 'LINK', name: 'Chainlink', price: 14.2, change24h: 1.65, marketCap: 8_600_000_000 },
  { symbol: 'UNI', name: 'Uniswap', price: 7.5, change24h: 0.9, marketCap: 4_500_000_000 },
]

/** The asset with this symbol, if it is one of `assets`. */
export function findAsset(
  symbol: string,
  assets: readonly SimulatorAsset[] = SIMULATOR_ASSETS,
): SimulatorAsset | undefined {
  return assets.find((asset) => asset.symbol === symbol)
}
