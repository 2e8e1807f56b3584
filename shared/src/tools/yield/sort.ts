/** Sorting of the protocol table (docs/product.md#screens, #limits). */

import type { DefiProtocol, RiskLevel } from './protocols'

export const SORT_KEYS = ['name', 'apy', 'tvl', 'riskLevel'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type SortDirection = 'asc' | 'desc'

export interface SortState {
  key: SortKey
  direction: SortDirection
}

/** The table opens with the highest APY first (docs/product.md#screens, #limits). */
export const DEFAULT_SORT: Readonly<SortState> = { key: 'apy', direction: 'desc' }

/**
 * The direction a column starts in when it is clicked for the first time: names A→Z, APY and TVL
 * biggest first (what a reader comparing yields looks for), risk safest first.
 */
export const FIRST_DIRECTION: Readonly<Record<SortKey, SortDirection>> = {
  name: 'asc',
  apy: 'desc',
  tvl: 'desc',
  riskLevel: 'asc',
}

/** Risk as a number to sort by: Low 1, Medium 2, High 3 (docs/product.md#limits). */
export const RISK_RANK: Readonly<Record<RiskLevel, number>> = { Low: 1, Medium: 2, High: 3 }

export function riskRank(level: RiskLevel): number {
  return RISK_RANK[level]
}

const TVL_MULTIPLIERS: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9 }
const TVL_PATTERN = /^\$?(\d+(?:\.\d+)?|\.\d+)([kmb])?$/i

/**
 * A TVL text as a number of dollars: '12.4B' → 12.4e9, '850M' → 850e6, '75k' → 75e3 (suffixes
 * are case-insensitive; a leading $ and surrounding spaces are allowed). Null when it is not
 * such a text.
 */
export function parseTvl(tvl: string): number | null {
  const match = TVL_PATTERN.exec(tvl.trim())
  if (!match?.[1]) return null
  const multiplier = match[2] ? (TVL_MULTIPLIERS[match[2].toLowerCase()] ?? 1) : 1
  return Number(match[1]) * multiplier
}

const NAMES = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Ascending order on one key; an unreadable TVL sorts after every readable one. */
function compareAscending(a: DefiProtocol, b: DefiProtocol, key: SortKey): number {
  switch (key) {
    case 'name':
      return NAMES.compare(a.name, b.name)
    case 'apy':
      return a.apy - b.apy
    case 'riskLevel':
      return riskRank(a.riskLevel) - riskRank(b.riskLevel)
    case 'tvl': {
      const left = parseTvl(a.tvl)
      const right = parseTvl(b.tvl)
      if (left === null || right === null) return 0
      return left - right
    }
  }
}

function unreadableLast(a: DefiProtocol, b: DefiProtocol, key: SortKey): number {
  if (key !== 'tvl') return 0
  return Number(parseTvl(a.tvl) === null) - Number(parseTvl(b.tvl) === null)
}

/**
 * A sorted copy of the list (the input is left alone). The sort is stable: protocols that tie
 * keep their order in the input, in both directions.
 */
export function sortProtocols<T extends DefiProtocol>(list: readonly T[], sort: SortState): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...list].sort(
    (a, b) => unreadableLast(a, b, sort.key) || sign * compareAscending(a, b, sort.key),
  )
}

/** Clicking a header: the same column flips its direction, another starts at its first direction. */
export function nextSort(current: SortState, clickedKey: SortKey): SortState {
  if (current.key === clickedKey) {
    return { key: clickedKey, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  }
  return { key: clickedKey, direction: FIRST_DIRECTION[clickedKey] }
}
