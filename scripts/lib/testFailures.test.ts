import { describe, expect, it } from 'vitest'

import { failureLines, playwrightFailures, vitestFailures } from './testFailures'

describe("npm test's failure summary", () => {
  it("names each failed test of vitest's JSON report with its message, and a file that failed outside its tests", () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'a propagates within 2 s',
              status: 'failed',
              failureMessages: ['AssertionError: expected 2194 to be less than 2000'],
            },
          ],
        },
        {
          name: '/repo/tests/b.test.ts',
          status: 'failed',
          message: 'Hook timed out in 10000ms',
          assertionResults: [{ fullName: 'b', status: 'skipped' }],
        },
        { name: '/repo/tests/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    }
    expect(vitestFailures('cluster', report, '/repo')).toEqual([
      {
        layer: 'cluster',
        test: 'tests/a.test.ts › a propagates within 2 s',
        message: 'AssertionError: expected 2194 to be less than 2000',
      },
      { layer: 'cluster', test: 'tests/b.test.ts', message: 'Hook timed out in 10000ms' },
    ])
  })

  it('names Playwright tests that failed or passed only on a retry, nested describes included', () => {
    const report = {
      suites: [
        {
          file: 'home.spec.ts',
          specs: [
            { title: 'home renders', line: 5, tests: [{ status: 'expected', results: [{}] }] },
          ],
          suites: [
            {
              file: 'home.spec.ts',
              specs: [
                {
                  title: 'claps',
                  line: 20,
                  tests: [
                    {
                      status: 'flaky',
                      results: [{ error: { message: 'Timed out 5000ms' } }, {}],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          file: 'admin.spec.ts',
          specs: [
            {
              title: 'saves',
              line: 9,
              tests: [{ status: 'unexpected', results: [{ error: { message: 'expected 1' } }] }],
            },
          ],
        },
      ],
    }
    expect(playwrightFailures('e2e', report)).toEqual([
      {
        layer: 'e2e',
        test: 'tests/e2e/home.spec.ts:20 › claps (flaky)',
        message: 'Timed out 5000ms\n',
      },
      {
        layer: 'e2e',
        test: 'tests/e2e/admin.spec.ts:9 › saves (unexpected)',
        message: 'expected 1',
      },
    ])
  })

  it("prints the first lines of a message without colours, blank lines or the libraries' frames", () => {
    const message = [
      '\u001b[31mAssertionError\u001b[39m: late',
      '',
      '    at /repo/tests/a.test.ts:2:45',
      '    at file:///repo/node_modules/@vitest/runner/dist/index.js:302:11',
      '    at new Promise (<anonymous>)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)',
      ...Array<string>(20).fill('more detail'),
    ].join('\n')
    const lines = failureLines({ layer: 'unit', test: 't.test.ts › t', message })
    expect(lines.slice(0, 4)).toEqual([
      '[npm test] FAILED unit: t.test.ts › t',
      '    AssertionError: late',
      '        at /repo/tests/a.test.ts:2:45',
      '    more detail',
    ])
    expect(lines).toHaveLength(13)
  })
})
