import { postgresAdapter } from '@payloadcms/db-postgres'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'

import { guardDocumentLocks } from './access/documentLocks'
import { adminComponents, adminMeta, adminTimezones } from './admin/adminConfig'
import { adminTranslations } from './admin/translations'
import { withUnsavedWorkGuard } from './admin/unsavedWork/withUnsavedWorkGuard'
import { Articles } from './collections/Articles'
import { withEditViewAids } from './collections/Articles/editViewAids'
import { articleEditor } from './collections/Articles/richText/articleEditor'
import { Authors } from './collections/Authors'
import { IncompleteArticles } from './collections/IncompleteArticles'
import { Integrations } from './collections/Integrations'
import { LearningPaths } from './collections/LearningPaths'
import { auditedForIntegrations } from './collections/Integrations/auditLog'
import { IntegrationEvents } from './collections/Integrations/IntegrationEvents'
import { Media } from './collections/Media'
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, limitedSharp } from './collections/Media/imageLimits'
import { NewsletterDeliveries } from './collections/NewsletterDeliveries'
import { NewsletterIssues } from './collections/NewsletterIssues'
import { withServerTimestamps } from './collections/serverTimestamps'
import { Newsletters } from './collections/Newsletters'
import { Tags } from './collections/Tags'
import { TrustPages } from './collections/TrustPages'
import { Glossary } from './collections/Glossary'
import { Redirects } from './collections/Redirects'
import { Users } from './collections/Users'
import { WebhookDeliveries } from './collections/WebhookDeliveries'
import {
  FederationKeys,
  FediverseBlocks,
  FediverseFollowers,
  FediverseFollowing,
  FediverseInteractions,
} from './collections/Fediverse'
import { WebhookEndpoints } from './collections/WebhookEndpoints'
import { emailAdapter } from './email/emailAdapter'
import { env } from './env'
import { poolErrorHandling, watchDatabasePool } from './lib/databasePool'
import { serializeJobClaims } from './compat/jobClaims'
import { jobsConfig } from './jobs/jobsConfig'
import { mediaStoragePlugin } from './mediaStorage/mediaStoragePlugin'
import { SiteSettings } from './globals/SiteSettings'
import { migrations } from './migrations'
import { restoreErrorClassNames } from './compat/errorClassNames'
import { NATIVE_API_ROUTE } from './nativeApi/nativeApiRoute'
import { POPULATION_DEPTH_MAX } from './nativeApi/pageSize'
import { withSafeWhere } from './nativeApi/safeWhere'
import { seedOnFirstStart } from './seed/seedOnFirstStart'
import { ensureTrustPages } from './seed/seedTrustPages'

const dirname = path.dirname(fileURLToPath(import.meta.url))

restoreErrorClassNames()

export default buildConfig({
  routes: { api: NATIVE_API_ROUTE },
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: adminMeta,
    // docs/product.md#states: one toast visible at a time, as on the site (Payload's shows 5).
    toast: { limit: 1 },
    // docs/product.md (Scheduling): the schedule drawer's time is in a zone it shows.
    timezones: adminTimezones,
    ...adminComponents,
  },
  i18n: { translations: adminTranslations },
  collections: [
    withEditViewAids(Articles),
    Authors,
    Tags,
    LearningPaths,
    Glossary,
    TrustPages,
    Redirects,
    Media,
    Newsletters,
    NewsletterIssues,
    NewsletterDeliveries,
    IncompleteArticles,
    Users,
    Integrations,
    IntegrationEvents,
    WebhookEndpoints,
    WebhookDeliveries,
    FediverseFollowers,
    FediverseInteractions,
    FediverseBlocks,
    FediverseFollowing,
    FederationKeys,
  ].map((collection) =>
    withSafeWhere(withServerTimestamps(auditedForIntegrations(withUnsavedWorkGuard(collection)))),
  ),
  globals: [SiteSettings],
  // Articles' rules (docs/product.md#limits); also what generated HTML is converted with.
  editor: articleEditor,
  email: emailAdapter,
  secret: env.payloadSecret,
  // The site forwards /api/* to the CMS, so logged-in editors' cookies arrive from its origin too.
  cors: [env.siteUrl, env.cmsUrl],
  csrf: [env.siteUrl, env.cmsUrl],
  db: postgresAdapter({
    pool: { connectionString: env.databaseUrl, ...poolErrorHandling },
    idType: 'uuid',
    // Committed migrations own the schema everywhere; production applies them at boot.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  // Uploads: the multipart parser stops at the size limit (413), sharp at the pixel limit.
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    abortOnLimit: true,
    responseOnLimit: UPLOAD_TOO_LARGE,
  },
  sharp: limitedSharp,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Payload rewrites this file from a child process at every start outside production: each
    // test process, worker and CLI run spent ~6 CPU-seconds on it, and a type check running beside
    // the tests could read it half-written. `next dev` keeps it; otherwise `npm run payload --
    // generate:types` after a schema change (docs/operations.md).
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  // REST's `depth` is held here; GraphQL's rich-text `depth` by graphqlPageSize.
  maxDepth: POPULATION_DEPTH_MAX,
  graphQL: {
    schemaOutputFile: path.resolve(dirname, 'generated-schema.graphql'),
    // Introspection is held to editors before Payload sees the document (graphqlIntrospection.ts).
    disableIntrospectionInProduction: false,
  },
  jobs: jobsConfig,
  plugins: [mediaStoragePlugin()],
  bin: [
    // `npm run worker`: the jobs runner as its own process (JOBS_RUNNER=worker).
    { key: 'worker', scriptPath: path.resolve(dirname, 'jobs/worker.ts') },
    // `npm run generate -- --topic …`: one generation from the command line.
    { key: 'generate', scriptPath: path.resolve(dirname, 'generation/cli.ts') },
  ],
  onInit: async (payload) => {
    guardDocumentLocks(payload)
    serializeJobClaims(payload)
    watchDatabasePool(payload)
    await seedOnFirstStart(payload)
    await ensureTrustPages(payload)
  },
})
