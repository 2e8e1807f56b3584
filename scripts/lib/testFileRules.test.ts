import { describe, expect, it } from 'vitest'

import { testFilesThatNeverRun } from './testFileRules'

describe('testFilesThatNeverRun', () => {
  const inProjects = new Set(['shared/src/a.test.ts', 'tests/integration/b.test.ts'])

  it('passes test files that a vitest project selects and specs in the Playwright folder', () => {
    expect(
      testFilesThatNeverRun(
        ['shared/src/a.test.ts', 'tests/integration/b.test.ts', 'tests/e2e/home.spec.ts', 'x.ts'],
        inProjects,
      ),
    ).toEqual([])
  })

  it('names a test file no project selects and a spec outside the Playwright folder', () => {
    expect(
      testFilesThatNeverRun(
        ['cms/src/lost.test.ts', 'frontend/src/Lost.test.tsx', 'frontend/home.spec.ts'],
        inProjects,
      ),
    ).toEqual(['cms/src/lost.test.ts', 'frontend/src/Lost.test.tsx', 'frontend/home.spec.ts'])
  })
})
