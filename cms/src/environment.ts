import path from 'node:path'

import { z } from 'zod'

import { LIFETIMES } from '@blockwise/shared/cacheModel'
import {
  checkedVariables,
  choiceSetting,
  countSetting as count,
  environmentError,
  isLoopbackOrigin,
  isServingInProduction,
  missingInProduction,
  optionalSetting as optional,
  optionalUrlSetting as optionalUrl,
  textSetting as text,
  urlSetting as url,
} from '@blockwise/shared/environment'

import { EDGE_PURGE_ADAPTERS } from './edge/purgeRequests'
import { objectStorageFrom } from './mediaStorage/objectStorage'

type Variables = Record<string, string | undefined>

/** Every variable the CMS reads (see .env.example), each checked at start. */
const variablesSchema = z.object({
  DATABASE_URL: optional,
  PAYLOAD_SECRET: optional,
  CMS_URL: optionalUrl,
  SITE_URL: optionalUrl,
  SITE_INTERNAL_URL: optionalUrl,
  MEDIA_DIR: optional,
  SEED_DEMO_CONTENT: choiceSetting(['true', 'false'], 'false'),
  LOCAL_DEMO_PASSWORDS: choiceSetting(['true', 'false'], 'false'),
  MARKET_DATA_URL: url('https://api.coingecko.com/api/v3'),
  MARKET_CACHE_SECONDS: count(60),
  MARKET_UPSTREAM_CALLS_PER_MINUTE: count(25, 1),
  MARKET_TIMEOUT_MS: count(4000, 100),
  REVALIDATE_SECRET: optional,
  PREVIEW_SECRET: optional,
  REDIS_URL: optional,
  EDGE_PURGE_URL: optionalUrl,
  EDGE_PURGE_ADAPTER: choiceSetting(EDGE_PURGE_ADAPTERS, 'varnish'),
  EDGE_PURGE_TOKEN: optional,
  EDGE_PURGE_REPEAT_MS: count(1000),
  PUBLISHED_LIST_CACHE_MS: count(LIFETIMES.cmsListMs),
  TRUSTED_PROXIES: text('loopback'),
  RATE_LIMITS: choiceSetting(['on', 'off'], 'on'),
  INTEGRATION_KEY_REQUESTS_PER_MINUTE: count(600, 1),
  SMTP_URL: optional,
  MAIL_DIR: optional,
  MAIL_FROM_ADDRESS: z.preprocess(
    (value) => value || undefined,
    z.email({ error: 'must be an email address' }).default('newsletter@blockwise.local'),
  ),
  MAIL_FROM_NAME: text('Blockwise'),
  NEWSLETTER_SCHEDULE_CRON: text('0 * * * *'),
  NEWSLETTER_RETRY_DELAY_MS: count(30_000),
  WEBHOOK_RETRY_DELAY_MS: count(30_000, 1),
  WEBHOOK_ALLOWED_NETWORKS: text('none'),
  WEBHOOK_LOG_RETENTION_DAYS: count(30, 1),
  ANALYTICS_RAW_RETENTION_DAYS: count(90, 1).pipe(z.number().max(3650, 'must be at most 3650')),
  ANTHROPIC_API_KEY: optional,
  ANTHROPIC_MODEL: text('claude-sonnet-5-5'),
  GOOGLE_API_KEY: optional,
  GOOGLE_GENAI_BASE_URL: optionalUrl,
  GOOGLE_IMAGE_MODEL: text('gemini-2.5-flash-image'),
  ANTHROPIC_TIMEOUT_MS: count(120_000, 1),
  GOOGLE_TIMEOUT_MS: count(90_000, 1),
  GENERATION_RETRY_BASE_MS: count(2000),
  GENERATION_RETRY_MAX_MS: count(60_000),
  JOBS_RUNNER: choiceSetting(['cms', 'worker'], 'cms'),
  JOBS_POLL_SECONDS: count(5, 1),
  JOBS_LEASE_SECONDS: count(60, 1),
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: choiceSetting(['true', 'false'], 'false'),
  FEDERATION_RETRY_DELAY_MS: count(60_000, 1),
})

type Checked = z.infer<typeof variablesSchema>

const DEVELOPMENT_SECRET = 'blockwise-development-secret-not-for-production'

/**
 * What production refuses: a setting whose absence would trust localhost origins, skip telling
 * the site about changes, purge an edge without its token or serve without rate limits. Every
 * problem is named at once.
 */
function productionProblems(checked: Checked): string[] {
  const problems = missingInProduction(checked, [
    'DATABASE_URL',
    'CMS_URL',
    'SITE_URL',
    'REVALIDATE_SECRET',
  ])
  const secret = checked.PAYLOAD_SECRET
  if (!secret) problems.push('PAYLOAD_SECRET must be set in production')
  else if (secret === DEVELOPMENT_SECRET || secret.length < 32)
    problems.push('PAYLOAD_SECRET must be a random value of at least 32 characters in production')
  if (checked.RATE_LIMITS === 'off' && !isLoopbackOrigin(checked.SITE_URL))
    problems.push(
      'RATE_LIMITS=off is for benchmarks on this machine: in production the SITE_URL must then be a loopback address',
    )
  if (checked.FEDERATION_ALLOW_PRIVATE_ADDRESSES === 'true' && !isLoopbackOrigin(checked.SITE_URL))
    problems.push(
      'FEDERATION_ALLOW_PRIVATE_ADDRESSES=true is for tests on this machine: in production the SITE_URL must then be a loopback address',
    )
  return problems
}

function problemsAnywhere(checked: Checked): string[] {
  const { EDGE_PURGE_URL, EDGE_PURGE_ADAPTER, EDGE_PURGE_TOKEN } = checked
  if (EDGE_PURGE_URL && EDGE_PURGE_ADAPTER !== 'varnish' && !EDGE_PURGE_TOKEN)
    return [`EDGE_PURGE_TOKEN must be set to purge ${EDGE_PURGE_ADAPTER} (its API token)`]
  return []
}

/**
 * The CMS's configuration read from `variables`, or an error naming every variable that is
 * malformed, or missing where it must be set: serving in production fails closed.
 */
export function cmsEnvironment(variables: Variables) {
  const checked = checkedVariables(variablesSchema, variables)
  const production = isServingInProduction(variables)
  const problems = [
    ...problemsAnywhere(checked),
    ...(production ? productionProblems(checked) : []),
  ]
  if (problems.length) throw environmentError(problems)
  const siteUrl = checked.SITE_URL ?? 'http://localhost:3000'
  return {
    production,
    databaseUrl: checked.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/blockwise',
    payloadSecret: checked.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET,
    cmsUrl: checked.CMS_URL ?? 'http://localhost:3001',
    siteUrl,
    /** Where the CMS reaches the site's revalidation webhook, when not at SITE_URL (containers). */
    siteInternalUrl: checked.SITE_INTERNAL_URL ?? siteUrl,
    mediaDir: checked.MEDIA_DIR ?? path.resolve(process.cwd(), 'media'),
    /** The S3-compatible bucket media are stored in (S3_* variables); unset: mediaDir. */
    objectStorage: objectStorageFrom(variables),
    seedDemoContent: checked.SEED_DEMO_CONTENT === 'true',
    /** Set by the scripts for their own embedded PostgreSQL only: demo accounts get the README's passwords. */
    localDemoPasswords: checked.LOCAL_DEMO_PASSWORDS === 'true',
    /** CoinGecko's API (or a stand-in speaking its format) behind the watchlist's market proxy. */
    marketDataUrl: checked.MARKET_DATA_URL,
    /** How long a market answer is fresh; older answers are still served when the upstream fails. */
    marketCacheSeconds: checked.MARKET_CACHE_SECONDS,
    /** Calls the proxy makes to the upstream a minute, for every reader together (CoinGecko's free tier). */
    marketUpstreamCallsPerMinute: checked.MARKET_UPSTREAM_CALLS_PER_MINUTE,
    /** How long the proxy waits for the upstream before it answers from the cache or with a 503. */
    marketTimeoutMs: checked.MARKET_TIMEOUT_MS,
    /** Shared with the site's /internal/revalidate webhook; unset (development), the site is not told. */
    revalidateSecret: checked.REVALIDATE_SECRET,
    /** Signs the preview tokens the site checks (@blockwise/shared/previewToken); unset, no previews. */
    previewSecret: checked.PREVIEW_SECRET,
    /**
     * Several CMS instances: readers' and login budgets, and the news of committed changes, go
     * through this Redis (src/redis/). Unset: they stay in this process (one instance).
     */
    redisUrl: checked.REDIS_URL,
    /** The edge cache to purge on changes (docs/operations.md#edge-cache); unset, none is purged. */
    edgePurgeUrl: checked.EDGE_PURGE_URL,
    edgePurgeAdapter: checked.EDGE_PURGE_ADAPTER,
    /** Fastly's API token (Fastly-Key) or Cloudflare's API token (Bearer). */
    edgePurgeToken: checked.EDGE_PURGE_TOKEN,
    /** When the edge is purged a second time after a change (hooks: purgeEdgeAfter). */
    edgePurgeRepeatMs: checked.EDGE_PURGE_REPEAT_MS,
    /** How long anonymous readers share one article list (contract/publishedListCache.ts). */
    publishedListCacheMs: checked.PUBLISHED_LIST_CACHE_MS,
    /** Proxies whose X-Forwarded-For names the reader (src/server/clientAddress.ts); the site on loopback by default. */
    trustedProxies: checked.TRUSTED_PROXIES,
    /** Benchmarks only (RATE_LIMITS=off, refused in production unless the site is on loopback). */
    rateLimitsOff: checked.RATE_LIMITS === 'off',
    /** The calls one integration key may make a minute, on /api and /cms-api together. */
    integrationKeyRequestsPerMinute: checked.INTEGRATION_KEY_REQUESTS_PER_MINUTE,
    /** Outgoing mail (smtp://user:pass@host:port). Unset: mails are written as .eml files to mailDir. */
    smtpUrl: checked.SMTP_URL,
    mailDir: checked.MAIL_DIR ?? path.resolve(process.cwd(), 'mail'),
    mailFromAddress: checked.MAIL_FROM_ADDRESS,
    mailFromName: checked.MAIL_FROM_NAME,
    /** How often the newsletter schedule is checked (cron, seconds allowed); hourly by default. */
    newsletterScheduleCron: checked.NEWSLETTER_SCHEDULE_CRON,
    /** First wait before a digest send the mail server deferred is retried; it doubles each time. */
    newsletterRetryDelayMs: checked.NEWSLETTER_RETRY_DELAY_MS,
    /** First wait before a failed webhook delivery is tried again; it doubles with each attempt. */
    webhookRetryDelayMs: checked.WEBHOOK_RETRY_DELAY_MS,
    /**
     * Private, loopback and link-local networks webhooks may still be sent to (CIDR ranges or
     * `loopback`, comma-separated); outside production loopback always is (webhooks/addressPolicy.ts).
     */
    webhookAllowedNetworks: checked.WEBHOOK_ALLOWED_NETWORKS,
    /** How long the webhook delivery log keeps an entry. */
    webhookLogRetentionDays: checked.WEBHOOK_LOG_RETENTION_DAYS,
    /** How many days raw analytics events are kept; older days' partitions are dropped (rollups stay). */
    analyticsRawRetentionDays: checked.ANALYTICS_RAW_RETENTION_DAYS,
    /** Unset: article generation reports that it is not configured. ANTHROPIC_BASE_URL is read by the SDK. */
    anthropicApiKey: checked.ANTHROPIC_API_KEY,
    anthropicModel: checked.ANTHROPIC_MODEL,
    /** Unset: image generation reports that it is not configured. */
    googleApiKey: checked.GOOGLE_API_KEY,
    googleGenaiBaseUrl: checked.GOOGLE_GENAI_BASE_URL,
    googleImageModel: checked.GOOGLE_IMAGE_MODEL,
    /** How long Claude may take to write an article before the call counts as failed (retried). */
    anthropicTimeoutMs: checked.ANTHROPIC_TIMEOUT_MS,
    /** How long Gemini may take to draw an image. */
    googleTimeoutMs: checked.GOOGLE_TIMEOUT_MS,
    /** First backoff of a generation step after a 429/5xx; it doubles with each retry. */
    generationRetryBaseMs: checked.GENERATION_RETRY_BASE_MS,
    /** The longest a step waits before retrying, even when the service asks for longer. */
    generationRetryMaxMs: checked.GENERATION_RETRY_MAX_MS,
    /**
     * 'cms' (default): the CMS process runs generation jobs itself. 'worker': only `npm run worker`
     * does (production; docker-compose), in as many processes as wanted.
     */
    jobsRunner: checked.JOBS_RUNNER,
    /** How often the runner looks for queued generation jobs. */
    jobsPollSeconds: checked.JOBS_POLL_SECONDS,
    /**
     * How long a claimed job stays its runner's without a heartbeat (renewed every third of it while
     * the job runs); once it lapses, the job's runner counts as dead and any runner may take it over.
     */
    jobsLeaseSeconds: checked.JOBS_LEASE_SECONDS,
    /**
     * Whether the social web's fetches may reach private and loopback addresses: for tests that run
     * a second server on this machine only (refused in production unless SITE_URL is loopback).
     */
    federationAllowsPrivateAddresses: checked.FEDERATION_ALLOW_PRIVATE_ADDRESSES === 'true',
    /** The first wait before a failed delivery to a follower's server is tried again (it doubles). */
    federationRetryDelayMs: checked.FEDERATION_RETRY_DELAY_MS,
  }
}
