import { describe, expect, it } from 'vitest'

import { thrownMessage } from '../../tests/support/thrownMessage'

import { siteEnvironment } from './siteEnvironment'

const problemsOf = (variables: Record<string, string>) =>
  thrownMessage(() => siteEnvironment(variables))

describe('siteEnvironment', () => {
  it('listens on loopback, port 3000, with the micro-cache, by default', () => {
    expect(siteEnvironment({})).toEqual({
      host: '127.0.0.1',
      port: 3000,
      redisUrl: undefined,
      behindProxy: false,
      instance: undefined,
      microCache: true,
    })
  })

  it('names each malformed setting', () => {
    const message = problemsOf({ PORT: 'eighty', SITE_MICRO_CACHE: 'no', CMS_URL: 'cms:3001' })
    expect(message).toContain('PORT must be a whole number')
    expect(message).toContain('SITE_MICRO_CACHE must be one of on, off')
    expect(message).toContain('CMS_URL must be an http(s) URL')
  })

  it('refuses production without its origins and the revalidation secret', () => {
    const message = problemsOf({ NODE_ENV: 'production', CMS_URL: 'http://cms:3001' })
    expect(message).toContain('SITE_URL must be set in production')
    expect(message).toContain('REVALIDATE_SECRET must be set in production')
    expect(message).not.toContain('CMS_URL')
    const complete = {
      NODE_ENV: 'production',
      CMS_URL: 'http://cms:3001',
      SITE_URL: 'https://blockwise.example',
      REVALIDATE_SECRET: 'secret',
    }
    expect(siteEnvironment(complete).port).toBe(3000)
  })
})
