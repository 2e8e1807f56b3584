import type { TestProject } from 'vitest/node'

import { INTEGRATION_KEY_BUDGET } from '../support/integrationKeyBudget'
import { startSharedStack } from '../support/sharedStack'

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  // Readers share article lists for a minute here, so the tests see the sharing for certain;
  // tests that need a list with changes made from their own process ask with no-cache.
  // A key's budget small enough for a test to spend it.
  return startSharedStack(project, 'integration', {
    PUBLISHED_LIST_CACHE_MS: '60000',
    INTEGRATION_KEY_REQUESTS_PER_MINUTE: String(INTEGRATION_KEY_BUDGET),
  })
}
