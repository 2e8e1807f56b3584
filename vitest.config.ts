import { availableParallelism } from 'node:os'

import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

import { ClusterLastSequencer } from './tests/support/clusterLastSequencer'

// Resolves the CMS's `@/` and `@payload-config` aliases (the CMS's own unit tests, Local API tests).
const cmsAliases = () => tsconfigPaths({ projects: ['cms/tsconfig.json', 'tests/tsconfig.json'] })

export default defineConfig({
  test: {
    sequence: { sequencer: ClusterLastSequencer },
    projects: [
      {
        plugins: [cmsAliases()],
        test: {
          name: 'unit',
          // Every workspace's own tests; scripts/checkTestFiles.ts fails `npm test` on any test
          // file that no project selects.
          include: [
            '{shared,scripts,frontend,cms,client}/**/*.test.{ts,tsx}',
            'tests/bench/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/.next/**'],
          environment: 'node',
          setupFiles: ['tests/support/propertySeed.ts'],
          // A worker a core, not vitest's default of one fewer: the main process waits on the
          // workers, and on 2 cores one worker left the other core idle (53 s, now 34 s).
          maxWorkers: availableParallelism(),
          // Each file still gets a module graph of its own, in a worker thread rather than a child
          // process: starting a process for each of 256 files cost more than their tests did
          // (132 s for the layer, 72 s in threads, on a host where page faults are slow).
          pool: 'threads',
        },
      },
      {
        plugins: [cmsAliases()],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/globalSetup.ts'],
          setupFiles: ['tests/support/setupEnv.ts', 'tests/support/propertySeed.ts'],
          // One CMS and one database serve every file: run the files one after another, in one
          // module graph, so the Local API's Payload starts once for the run, not once a file (about
          // 4 s each). A file that needs its own graph (the environment read at import) is a fault's.
          fileParallelism: false,
          isolate: false,
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
          setupFiles: ['tests/support/setupEnv.ts', 'tests/support/propertySeed.ts'],
          // The faults disturb whole processes: one file at a time, each importing the CMS anew.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          // One `npm run start:cluster` for the whole suite: Varnish, two sites, two CMSs, a worker.
          globalSetup: ['tests/cluster/globalSetup.ts'],
          // Its tests kill instances and finally stop the cluster: one file, in order.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
