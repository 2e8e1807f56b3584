import { SIMULATOR_ASSETS } from '@blockwise/shared/tools/simulator/assets'
import { COINGECKO_IDS } from '@blockwise/shared/tools/simulator/history/coins'
import {
  marketHistoryResponseSchema,
  type HistorySource,
} from '@blockwise/shared/tools/simulator/history/marketHistory'
import type { PriceHistories } from '@blockwise/shared/tools/simulator/history/timeMachine'

export interface LoadedHistories {
  histories: PriceHistories
  /** Where each asset's closes come from, by symbol. */
  sources: Record<string, HistorySource>
}

async function fetchCloses(id: string, from: string, to: string) {
  const query = new URLSearchParams({ id, from, to })
  const response = await fetch(`/api/market/history?${query}`, { credentials: 'include' })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown }
    throw new Error(typeof body.error === 'string' ? body.error : `HTTP ${response.status}`)
  }
  return marketHistoryResponseSchema.parse(await response.json())
}

/** The 8 assets' daily closes from `from` to `to`, through the CMS's market proxy. */
export async function loadHistories(from: string, to: string): Promise<LoadedHistories> {
  const answers = await Promise.all(
    SIMULATOR_ASSETS.map(async (asset) => {
      const answer = await fetchCloses(COINGECKO_IDS[asset.symbol] ?? '', from, to)
      return [asset.symbol, answer] as const
    }),
  )
  return {
    histories: Object.fromEntries(answers.map(([symbol, answer]) => [symbol, answer.closes])),
    sources: Object.fromEntries(answers.map(([symbol, answer]) => [symbol, answer.source])),
  }
}
