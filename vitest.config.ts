import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

// Resolves the CMS's `@/` and `@payload-config` aliases for Local API tests.
const cmsAliases = () => tsconfigPaths({ projects: ['cms/tsconfig.json', 'tests/tsconfig.json'] })

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'frontend/src/server/**/*.test.ts',
            'frontend/src/build/**/*.test.ts',
            'cms/src/newsletter/**/*.test.ts',
            'cms/src/server/**/*.test.ts',
            'cms/src/hooks/**/*.test.ts',
            'cms/src/nativeApi/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [cmsAliases()],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/globalSetup.ts'],
          setupFiles: ['tests/support/setupEnv.ts'],
          // One CMS and one database serve every file: run the files one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [cmsAliases()],
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          // A CMS with the fake upstreams on a throw-away database; the PostgreSQL restart test
          // starts its own pair, since it takes the database away.
          globalSetup: ['tests/faults/globalSetup.ts'],
          setupFiles: ['tests/support/setupEnv.ts'],
          // The faults disturb whole processes: one file at a time.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
