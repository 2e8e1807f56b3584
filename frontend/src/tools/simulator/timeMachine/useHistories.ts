import { useEffect, useState } from 'react'

import { addDays, todayUtc } from '@blockwise/shared/tools/simulator/history/days'
import { MAX_HISTORY_SPAN_DAYS } from '@blockwise/shared/tools/simulator/history/marketHistory'

import { loadHistories, type LoadedHistories } from './historyApi'

export type HistoriesState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | ({ status: 'ready' } & LoadedHistories)

/** The last day a session from `start` can reach: a year on, and never today or later. */
export function sessionEnd(start: string): string {
  const yearOn = addDays(start, MAX_HISTORY_SPAN_DAYS)
  const yesterday = addDays(todayUtc(), -1)
  return yearOn < yesterday ? yearOn : yesterday
}

/** The closes of a session starting at `start` (none while there is no session). */
export function useHistories(start: string | null, attempt: number): HistoriesState {
  const [state, setState] = useState<HistoriesState>({ status: 'loading' })
  useEffect(() => {
    if (!start) return
    let current = true
    setState({ status: 'loading' })
    loadHistories(start, sessionEnd(start)).then(
      (loaded) => current && setState({ status: 'ready', ...loaded }),
      (error: unknown) =>
        current &&
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    )
    return () => {
      current = false
    }
  }, [start, attempt])
  return state
}
