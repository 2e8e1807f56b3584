import { describe, expect, it } from 'vitest'

import { thrownMessage } from '../../tests/support/thrownMessage'

import { cmsEnvironment } from './environment'

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://blockwise@db/blockwise',
  PAYLOAD_SECRET: 'a'.repeat(40),
  CMS_URL: 'https://cms.blockwise.example',
  SITE_URL: 'https://blockwise.example',
  REVALIDATE_SECRET: 'b'.repeat(40),
}

const problemsOf = (variables: Record<string, string>) =>
  thrownMessage(() => cmsEnvironment(variables))

describe('cmsEnvironment', () => {
  it('gives every setting its development default, an empty value counting as unset', () => {
    const env = cmsEnvironment({ MARKET_CACHE_SECONDS: '', JOBS_RUNNER: '' })
    expect(env).toMatchObject({
      production: false,
      siteUrl: 'http://localhost:3000',
      marketCacheSeconds: 60,
      jobsRunner: 'cms',
      rateLimitsOff: false,
      edgePurgeAdapter: 'varnish',
    })
  })

  it('names each malformed setting instead of passing NaN on', () => {
    const message = problemsOf({
      MARKET_CACHE_SECONDS: 'sixty',
      JOBS_POLL_SECONDS: '0',
      WEBHOOK_RETRY_DELAY_MS: '1.5',
      JOBS_RUNNER: 'both',
      SITE_URL: 'blockwise.example',
      RATE_LIMITS: 'of',
    })
    for (const name of [
      'MARKET_CACHE_SECONDS must be a whole number',
      'JOBS_POLL_SECONDS must be at least 1',
      'WEBHOOK_RETRY_DELAY_MS must be a whole number',
      'JOBS_RUNNER must be one of cms, worker',
      'SITE_URL must be an http(s) URL',
      'RATE_LIMITS must be one of on, off',
    ])
      expect(message).toContain(name)
  })

  it('starts in production with every required setting', () => {
    expect(cmsEnvironment(PRODUCTION)).toMatchObject({ production: true, rateLimitsOff: false })
  })

  it('refuses production without the origins, the revalidation secret or the database', () => {
    const message = problemsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: 'a'.repeat(40) })
    for (const name of ['DATABASE_URL', 'CMS_URL', 'SITE_URL', 'REVALIDATE_SECRET'])
      expect(message).toContain(`${name} must be set in production`)
  })

  it('refuses RATE_LIMITS=off in production unless the site is on this machine', () => {
    expect(problemsOf({ ...PRODUCTION, RATE_LIMITS: 'off' })).toMatch(/RATE_LIMITS=off is for/)
    const bench = { ...PRODUCTION, RATE_LIMITS: 'off', SITE_URL: 'http://localhost:3000' }
    expect(cmsEnvironment(bench).rateLimitsOff).toBe(true)
  })

  it('refuses to purge Fastly or Cloudflare without a token, anywhere', () => {
    const fastly = {
      EDGE_PURGE_URL: 'https://api.fastly.com/service/x',
      EDGE_PURGE_ADAPTER: 'fastly',
    }
    expect(problemsOf(fastly)).toContain('EDGE_PURGE_TOKEN must be set to purge fastly')
    expect(cmsEnvironment({ ...fastly, EDGE_PURGE_TOKEN: 'token' }).edgePurgeToken).toBe('token')
  })

  it('checks nothing production needs while `next build` runs', () => {
    expect(
      cmsEnvironment({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).production,
    ).toBe(false)
  })
})
