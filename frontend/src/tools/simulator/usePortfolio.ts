import { useCallback, useEffect, useState } from 'react'

import { initialPortfolio, type PortfolioState } from '@blockwise/shared/tools/simulator/portfolio'

import { isPortfolioKey, loadPortfolio, savePortfolio } from './portfolioStorage'

/**
 * The portfolio, kept in local storage. The server and the first client render use the start
 * state; the saved one is read after mount, so hydration always matches. Other tabs' changes
 * arrive through the storage event.
 */
export function usePortfolio() {
  const [portfolio, setPortfolio] = useState<PortfolioState>(initialPortfolio)
  const [saveFailed, setSaveFailed] = useState(false)

  useEffect(() => {
    setPortfolio(loadPortfolio())
    const onStorage = (event: StorageEvent) => {
      if (isPortfolioKey(event.key)) setPortfolio(loadPortfolio())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const update = useCallback((next: PortfolioState) => {
    setPortfolio(next)
    setSaveFailed(!savePortfolio(next))
  }, [])

  return { portfolio, update, saveFailed }
}
