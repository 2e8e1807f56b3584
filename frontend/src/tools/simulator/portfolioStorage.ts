import {
  PORTFOLIO_STORAGE_KEY,
  parsePortfolio,
  serializePortfolio,
} from '@blockwise/shared/tools/simulator/persistence'
import { initialPortfolio, type PortfolioState } from '@blockwise/shared/tools/simulator/portfolio'

/** The saved portfolio, or the start state when storage is empty, unreadable or corrupt. */
export function loadPortfolio(): PortfolioState {
  try {
    return parsePortfolio(window.localStorage.getItem(PORTFOLIO_STORAGE_KEY))
  } catch {
    return initialPortfolio()
  }
}

/** Saves the portfolio; false when the browser refuses (private mode, full or blocked storage). */
export function savePortfolio(state: PortfolioState): boolean {
  try {
    window.localStorage.setItem(PORTFOLIO_STORAGE_KEY, serializePortfolio(state))
    return true
  } catch {
    console.warn('Failed to save the portfolio simulator state')
    return false
  }
}

export function isPortfolioKey(key: string | null): boolean {
  // A null key means the whole storage was cleared.
  return key === null || key === PORTFOLIO_STORAGE_KEY
}
