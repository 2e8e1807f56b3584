import type { TestProject } from 'vitest/node'

import { startSharedStack } from '../support/sharedStack'

/** How long the CMS under fault waits for the market data before it falls back. */
export const MARKET_TIMEOUT_MS = 1500

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return startSharedStack(project, 'faults', { MARKET_TIMEOUT_MS: String(MARKET_TIMEOUT_MS) })
}
