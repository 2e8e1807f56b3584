import { defineConfig } from '@playwright/test'

import { e2ePorts } from './tests/e2e/ports'

const CLOCK_SPECS = 'admin-schedule.spec.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One worker for the gate's tests, which share one stack's state and run one at a time, and one
  // for the tests that mostly wait for the clock, which run beside them.
  workers: 2,
  // Never run again: a test that passes only on a second try is a failing test (docs/testing.md).
  retries: 0,
  reporter: [['list']],
  projects: [
    // The gate: `npm test` and `npm run test:e2e` run both.
    { name: 'e2e', testIgnore: ['screenshots/**', CLOCK_SPECS], workers: 1 },
    // A test that waits a minute for the jobs runner leaves its worker idle: it runs beside the
    // others, and touches nothing they read (docs/testing.md#end-to-end).
    { name: 'e2e-clock', testMatch: CLOCK_SPECS, workers: 1 },
    // Pictures for review only (`npm run screenshots`, which also takes the gate's pictures).
    { name: 'screenshots', testMatch: 'screenshots/**/*.spec.ts' },
  ],
  use: {
    baseURL: `http://localhost:${e2ePorts.site}`,
    // Recording a trace costs about a sixth of the browser's CPU on every test, passing or not; CI
    // keeps the failure's message and screenshot, and a developer replays a failure with its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium as its headless shell (decision 0043): the same engine as
      // /usr/bin/chromium without the browser around it, a quarter to a third less CPU a test.
      // Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A test's page lives seconds: V8's optimising compilers (Maglev, TurboFan) spent more
        // than they saved, about a tenth of the pages' CPU over the suite.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
})
