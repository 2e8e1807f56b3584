/** Money and price formatting shared by the tools (docs/product.md#screens, #limits). */

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const SMALL_PRICE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 6,
  maximumFractionDigits: 6,
})

/** Money in USD with 2 decimals: $10,000.00 (the simulator's cash, values and totals). */
export function formatUsd(value: number): string {
  return USD.format(value)
}

/** A coin price: 6 decimals under 0.01 (docs/product.md#limits), otherwise 2. */
export function formatPrice(value: number): string {
  return Math.abs(value) < 0.01 && value !== 0 ? SMALL_PRICE.format(value) : USD.format(value)
}

/** A signed percentage with 2 decimals: +3.25%, -0.50%. */
export function formatPercent(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`
}
