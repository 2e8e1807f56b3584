/** How the simulator words its numbers, on top of the shared money formatting. */

import { formatPercent, formatUsd } from '../format'

const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 })

/** A coin amount with up to 6 decimals and no trailing zeros: 0.5, 1,250, 0.000001. */
export function formatAmount(amount: number): string {
  return AMOUNT_FORMAT.format(amount)
}

/** Rounded to 2 decimals, so float dust such as -0.0000001 reads as 0, never as -0. */
function toHundredths(value: number): number {
  const rounded = Math.round(value * 100) / 100
  return rounded === 0 ? 0 : rounded
}

export type Trend = 'up' | 'down' | 'flat'

/** The direction a change shows at 2 decimals. */
export function trendOf(value: number): Trend {
  const shown = toHundredths(value)
  return shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat'
}

/** A signed change in USD: +$600.00, -$12.50, $0.00. */
export function formatUsdChange(value: number): string {
  const shown = toHundredths(value)
  return `${shown > 0 ? '+' : ''}${formatUsd(shown)}`
}

/** A signed change in percent: +6.00%, -0.50%, 0.00%. */
export function formatPercentChange(value: number): string {
  return formatPercent(toHundredths(value))
}

/** A share of a whole in percent, unsigned: 64.00%. */
export function formatShare(percent: number): string {
  return `${toHundredths(percent).toFixed(2)}%`
}
