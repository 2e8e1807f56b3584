import { describe, expect, it } from 'vitest'

import { playwrightFileTimings, slowestFiles, vitestFileTimings } from './testTimings'

describe("npm test's timing summary", () => {
  it("reads each file's seconds and tests from vitest's JSON report", () => {
    const report = {
      testResults: [
        { name: '/repo/tests/a.test.ts', startTime: 1000, endTime: 4500, assertionResults: [1, 2] },
        { name: '/repo/tests/b.test.ts', startTime: 0, endTime: 500, assertionResults: [1] },
      ],
    }
    expect(vitestFileTimings(report, '/repo')).toEqual([
      { file: 'tests/a.test.ts', seconds: 3.5, tests: 2 },
      { file: 'tests/b.test.ts', seconds: 0.5, tests: 1 },
    ])
  })

  it("adds up Playwright's attempts per spec file, nested describes included", () => {
    const report = {
      suites: [
        {
          file: 'home.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1500 }] }] }],
          suites: [
            {
              file: 'home.spec.ts',
              specs: [{ tests: [{ results: [{ duration: 2000 }, { duration: 500 }] }] }],
            },
          ],
        },
        { file: 'admin.spec.ts', specs: [{ tests: [{ results: [{ duration: 9000 }] }] }] },
      ],
    }
    expect(playwrightFileTimings(report)).toEqual([
      { file: 'tests/e2e/home.spec.ts', seconds: 4, tests: 2 },
      { file: 'tests/e2e/admin.spec.ts', seconds: 9, tests: 1 },
    ])
  })

  it('names the slowest files first', () => {
    const lines = slowestFiles(
      'unit',
      [
        { file: 'fast.test.ts', seconds: 1, tests: 3 },
        { file: 'slow.test.ts', seconds: 30, tests: 1 },
      ],
      1,
    )
    expect(lines).toEqual(['[npm test] unit:   30 s    1 tests  slow.test.ts'])
  })
})
