import path from 'node:path'

import { LIFETIMES } from '@blockwise/shared/cacheModel'

import { EDGE_PURGE_ADAPTERS, type EdgePurgeAdapter } from './edge/purgeRequests'
import { objectStorageFrom } from './mediaStorage/objectStorage'

/** Serving in production (`next build` runs with NODE_ENV=production too, but serves nothing). */
const production =
  process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build'

/** Runtime configuration of the CMS, read once from the environment (see .env.example). */
function required(name: string, developmentDefault: string): string {
  const value = process.env[name]
  if (value) return value
  if (production) throw new Error(`${name} must be set in production`)
  return developmentDefault
}

/** Which edge EDGE_PURGE_URL points at; refused at start-up when it names none we speak to. */
function edgePurgeAdapter(): EdgePurgeAdapter {
  const value = process.env.EDGE_PURGE_ADAPTER || 'varnish'
  if ((EDGE_PURGE_ADAPTERS as readonly string[]).includes(value)) return value as EdgePurgeAdapter
  throw new Error(`EDGE_PURGE_ADAPTER must be one of ${EDGE_PURGE_ADAPTERS.join(', ')}`)
}

const DEVELOPMENT_SECRET = 'blockwise-development-secret-not-for-production'

/** Sessions and newsletter links are signed with it: production refuses a weak or known one. */
function payloadSecret(): string {
  const secret = required('PAYLOAD_SECRET', DEVELOPMENT_SECRET)
  if (production && (secret === DEVELOPMENT_SECRET || secret.length < 32))
    throw new Error('PAYLOAD_SECRET must be a random value of at least 32 characters in production')
  return secret
}

export const env = {
  production,
  databaseUrl: required('DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:54329/blockwise'),
  payloadSecret: payloadSecret(),
  cmsUrl: process.env.CMS_URL ?? 'http://localhost:3001',
  siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
  /** Where the CMS reaches the site's revalidation webhook, when not at SITE_URL (containers). */
  siteInternalUrl: process.env.SITE_INTERNAL_URL ?? process.env.SITE_URL ?? 'http://localhost:3000',
  mediaDir: process.env.MEDIA_DIR ?? path.resolve(process.cwd(), 'media'),
  /** The S3-compatible bucket media are stored in (S3_* variables); unset: mediaDir. */
  objectStorage: objectStorageFrom(process.env),
  seedDemoContent: process.env.SEED_DEMO_CONTENT === 'true',
  /** Set by the scripts for their own embedded PostgreSQL only: demo accounts get the README's passwords. */
  localDemoPasswords: process.env.LOCAL_DEMO_PASSWORDS === 'true',
  /** CoinGecko's API (or a stand-in speaking its format) behind the watchlist's market proxy. */
  marketDataUrl: process.env.MARKET_DATA_URL ?? 'https://api.coingecko.com/api/v3',
  /** How long a market answer is fresh; older answers are still served when the upstream fails. */
  marketCacheSeconds: Number(process.env.MARKET_CACHE_SECONDS ?? 60),
  /** How long the proxy waits for the upstream before it answers from the cache or with a 503. */
  marketTimeoutMs: Math.max(100, Number(process.env.MARKET_TIMEOUT_MS ?? 4000)),
  /** Shared with the site's /internal/revalidate webhook; unset, the site is not told about changes. */
  revalidateSecret: process.env.REVALIDATE_SECRET,
  /** Signs the preview tokens the site checks (@blockwise/shared/previewToken); unset, no previews. */
  previewSecret: process.env.PREVIEW_SECRET || undefined,
  /**
   * Several CMS instances: readers' and login budgets, and the news of committed changes, go
   * through this Redis (src/redis/). Unset: they stay in this process (one instance).
   */
  redisUrl: process.env.REDIS_URL || undefined,
  /** The edge cache to purge on changes (docs/operations.md#edge-cache); unset, none is purged. */
  edgePurgeUrl: process.env.EDGE_PURGE_URL || undefined,
  edgePurgeAdapter: edgePurgeAdapter(),
  /** Fastly's API token (Fastly-Key) or Cloudflare's API token (Bearer). */
  edgePurgeToken: process.env.EDGE_PURGE_TOKEN || undefined,
  /** When the edge is purged a second time after a change (hooks: purgeEdgeAfter). */
  edgePurgeRepeatMs: Number(process.env.EDGE_PURGE_REPEAT_MS ?? 1000),
  /** How long anonymous readers share one article list (contract/publishedListCache.ts). */
  publishedListCacheMs: Number(process.env.PUBLISHED_LIST_CACHE_MS ?? LIFETIMES.cmsListMs),
  /** Proxies whose X-Forwarded-For names the reader (src/server/clientAddress.ts); the site on loopback by default. */
  trustedProxies: process.env.TRUSTED_PROXIES || 'loopback',
  /** Benchmarks only (RATE_LIMITS=off): measure raw throughput without the per-client budgets. */
  rateLimitsOff: process.env.RATE_LIMITS === 'off',
  /** The calls one integration key may make a minute, on /api and /cms-api together. */
  integrationKeyRequestsPerMinute: Math.max(
    1,
    Number(process.env.INTEGRATION_KEY_REQUESTS_PER_MINUTE ?? 600),
  ),
  /** Outgoing mail (smtp://user:pass@host:port). Unset: mails are written as .eml files to mailDir. */
  smtpUrl: process.env.SMTP_URL || undefined,
  mailDir: process.env.MAIL_DIR ?? path.resolve(process.cwd(), 'mail'),
  mailFromAddress: process.env.MAIL_FROM_ADDRESS || 'newsletter@blockwise.local',
  mailFromName: process.env.MAIL_FROM_NAME || 'Blockwise',
  /** How often the newsletter schedule is checked (cron, seconds allowed); hourly by default. */
  newsletterScheduleCron: process.env.NEWSLETTER_SCHEDULE_CRON || '0 * * * *',
  /** First wait before a digest send the mail server deferred is retried; it doubles each time. */
  newsletterRetryDelayMs: Number(process.env.NEWSLETTER_RETRY_DELAY_MS ?? 30_000),
  /** First wait before a failed webhook delivery is tried again; it doubles with each attempt. */
  webhookRetryDelayMs: Math.max(1, Number(process.env.WEBHOOK_RETRY_DELAY_MS ?? 30_000)),
  /**
   * Private, loopback and link-local networks webhooks may still be sent to (CIDR ranges or
   * `loopback`, comma-separated); outside production loopback always is (webhooks/addressPolicy.ts).
   */
  webhookAllowedNetworks: process.env.WEBHOOK_ALLOWED_NETWORKS || 'none',
  /** How long the webhook delivery log keeps an entry. */
  webhookLogRetentionDays: Math.max(1, Number(process.env.WEBHOOK_LOG_RETENTION_DAYS ?? 30)),
  /** Unset: article generation reports that it is not configured. ANTHROPIC_BASE_URL is read by the SDK. */
  anthropicApiKey: process.env.ANTHROPIC_API_KEY,
  anthropicModel: process.env.ANTHROPIC_MODEL || 'claude-sonnet-5-5',
  /** Unset: image generation reports that it is not configured. */
  googleApiKey: process.env.GOOGLE_API_KEY,
  googleGenaiBaseUrl: process.env.GOOGLE_GENAI_BASE_URL || undefined,
  googleImageModel: process.env.GOOGLE_IMAGE_MODEL || 'gemini-2.5-flash-image',
  /** How long Claude may take to write an article before the call counts as failed (retried). */
  anthropicTimeoutMs: Number(process.env.ANTHROPIC_TIMEOUT_MS ?? 120_000),
  /** How long Gemini may take to draw an image. */
  googleTimeoutMs: Number(process.env.GOOGLE_TIMEOUT_MS ?? 90_000),
  /** First backoff of a generation step after a 429/5xx; it doubles with each retry. */
  generationRetryBaseMs: Number(process.env.GENERATION_RETRY_BASE_MS ?? 2000),
  /** The longest a step waits before retrying, even when the service asks for longer. */
  generationRetryMaxMs: Number(process.env.GENERATION_RETRY_MAX_MS ?? 60_000),
  /**
   * 'cms' (default): the CMS process runs generation jobs itself. 'worker': only `npm run worker`
   * does (production; docker-compose), in as many processes as wanted.
   */
  jobsRunner: process.env.JOBS_RUNNER === 'worker' ? 'worker' : 'cms',
  /** How often the runner looks for queued generation jobs. */
  jobsPollSeconds: Math.max(1, Number(process.env.JOBS_POLL_SECONDS ?? 5)),
  /**
   * How long a claimed job stays its runner's without a heartbeat (renewed every third of it while
   * the job runs); once it lapses, the job's runner counts as dead and any runner may take it over.
   */
  jobsLeaseSeconds: Math.max(1, Number(process.env.JOBS_LEASE_SECONDS ?? 60)),
}
