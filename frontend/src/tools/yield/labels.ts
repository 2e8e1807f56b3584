import type { CompoundingFrequency } from '@blockwise/shared/tools/yield/math'
import type { SortDirection, SortKey } from '@blockwise/shared/tools/yield/sort'

/** The protocol picker's value for "enter your own APY". Protocol names never take this form. */
export const CUSTOM_APY = '__custom__'

/** The protocol the calculator opens with: the largest, longest-running lending market. */
export const DEFAULT_PROTOCOL = 'Aave V3'

export const DEFAULT_FREQUENCY: CompoundingFrequency = 'daily'

export const FREQUENCY_LABELS: Readonly<Record<CompoundingFrequency, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
}

/** One period of each frequency, as in "per day". */
export const PERIOD_NOUNS: Readonly<Record<CompoundingFrequency, string>> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
}

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  name: 'Protocol',
  apy: 'APY',
  tvl: 'TVL',
  riskLevel: 'Risk',
}

/** How the table's order is read aloud: "APY, highest first". */
export function describeSort(key: SortKey, direction: SortDirection): string {
  const order: Record<SortKey, [string, string]> = {
    name: ['A to Z', 'Z to A'],
    apy: ['lowest first', 'highest first'],
    tvl: ['smallest first', 'largest first'],
    riskLevel: ['lowest first', 'highest first'],
  }
  return `${SORT_LABELS[key]}, ${order[key][direction === 'asc' ? 0 : 1]}`
}

/**
 * A number typed into an input: '' and anything unreadable become NaN, which the yield math
 * treats as "no result" like 0 and negatives.
 */
export function parseNumberInput(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}
