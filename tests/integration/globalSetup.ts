import type { TestProject } from 'vitest/node'

import { startSharedStack } from '../support/sharedStack'

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return startSharedStack(project, 'integration')
}
