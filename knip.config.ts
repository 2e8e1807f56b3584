import type { KnipConfig } from 'knip'

/**
 * `npm run lint` fails on an export, a file or a dependency nothing uses (docs/testing.md). Knip's
 * plugins find most entry points themselves: Next's app files, Payload's importMap (the admin
 * components the config names as strings), vitest's and Playwright's configs and the files the
 * package scripts run. Listed here are only the entry points no config names and the dependencies
 * used where knip does not look, each with its reason.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // scripts/test.ts runs it as a path, not an import.
      entry: ['scripts/checkTestFiles.ts'],
      ignoreDependencies: [
        // scripts/lintOpenapi.ts runs node_modules/.bin/redocly by its path.
        '@redocly/cli',
        // The tests and scripts drive the workspaces with the workspaces' own packages, which npm
        // hoists to the root: the CMS's (and the site's redis, the client's generator).
        '@aws-sdk/client-s3',
        '@fedify/fedify',
        '@fedify/vocab',
        '@js-temporal/polyfill',
        '@payloadcms/db-postgres',
        '@payloadcms/richtext-lexical',
        'drizzle-orm',
        'graphql',
        'nodemailer',
        'openapi-typescript',
        'payload',
        'redis',
        'sharp',
        'standardwebhooks',
      ],
    },
    cms: {
      // A data file, read by its path (src/analytics/ingest/country.ts), not imported.
      ignoreDependencies: ['@ip-location-db/geo-whois-asn-country-mmdb'],
      entry: [
        // Payload's `bin` scripts (payload.config.ts) and scripts/seed.ts's `payload run` file.
        'src/jobs/worker.ts',
        'src/generation/cli.ts',
        'src/seed/run.ts',
        // A `declare module 'payload'` that tsconfig includes: no file imports it.
        'src/requestContext.ts',
      ],
    },
    frontend: {
      // Bundled by src/build/bundleServer.ts, which names it as a path.
      entry: ['src/server/main.ts'],
      // http-cache-semantics's "types" field names its JavaScript: TypeScript reads these instead.
      ignoreDependencies: ['@types/http-cache-semantics'],
    },
    client: {
      // package.json's exports name the build (dist/), which only `npm pack` makes: its source is
      // src/index.ts. schema.ts is written whole by openapi-typescript (npm run generate:client);
      // src/index.ts picks from it.
      entry: ['src/index.ts', 'src/schema.ts'],
      // The generator runs from the root (scripts/lib/clientSchema.ts) for this package.
      ignoreDependencies: ['openapi-typescript'],
    },
  },
}

export default config
