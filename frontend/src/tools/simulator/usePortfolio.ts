import { useCallback, useEffect, useState } from 'react'

import { initialPortfolio, type PortfolioState } from '@blockwise/shared/tools/simulator/portfolio'

import { isPortfolioKey, loadPortfolio, savePortfolio } from './portfolioStorage'

/**
 * The portfolio, kept in local storage. The server and the first client render use the start
 * state; the saved one is read after mount, so hydration always matches. Other tabs' changes
 * arrive through the storage event. Given a start (a simulator embedded in an article), the
 * portfolio lives in memory only and never touches the reader's saved one.
 */
export function usePortfolio(start?: PortfolioState) {
  const [portfolio, setPortfolio] = useState<PortfolioState>(() => start ?? initialPortfolio())
  const [saveFailed, setSaveFailed] = useState(false)
  const inMemory = start !== undefined

  useEffect(() => {
    if (inMemory) return
    setPortfolio(loadPortfolio())
    const onStorage = (event: StorageEvent) => {
      if (isPortfolioKey(event.key)) setPortfolio(loadPortfolio())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [inMemory])

  const update = useCallback(
    (next: PortfolioState) => {
      setPortfolio(next)
      if (!inMemory) setSaveFailed(!savePortfolio(next))
    },
    [inMemory],
  )

  return { portfolio, update, saveFailed }
}
