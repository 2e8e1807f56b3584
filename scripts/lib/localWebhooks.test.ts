import { afterEach, describe, expect, it, vi } from 'vitest'

import { localWebhookNetworks } from './localWebhooks'

/** The settings a production CMS refuses to start without, as `npm start` gives them. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://blockwise@127.0.0.1:5432/blockwise',
  PAYLOAD_SECRET: 'a-random-local-secret-of-at-least-32-characters',
  CMS_URL: 'http://localhost:3001',
  SITE_URL: 'http://localhost:3000',
  REVALIDATE_SECRET: 'local-revalidate-secret',
}

/** The CMS's address policy as a production process with `variables` reads it at start. */
async function policyWith(variables: Record<string, string>) {
  vi.resetModules()
  vi.stubEnv('WEBHOOK_ALLOWED_NETWORKS', undefined)
  for (const [name, value] of Object.entries({ ...PRODUCTION, ...variables }))
    vi.stubEnv(name, value)
  return import('../../cms/src/webhooks/addressPolicy')
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('npm start and webhook receivers on this machine', () => {
  it('allows loopback unless WEBHOOK_ALLOWED_NETWORKS says otherwise', () => {
    expect(localWebhookNetworks({})).toEqual({ WEBHOOK_ALLOWED_NETWORKS: 'loopback' })
    expect(localWebhookNetworks({ WEBHOOK_ALLOWED_NETWORKS: '' })).toEqual({
      WEBHOOK_ALLOWED_NETWORKS: 'loopback',
    })
    expect(localWebhookNetworks({ WEBHOOK_ALLOWED_NETWORKS: '10.1.0.0/16' })).toEqual({
      WEBHOOK_ALLOWED_NETWORKS: '10.1.0.0/16',
    })
  })

  it('lets the production build post to localhost, and to no other internal address', async () => {
    const { refusedAddress } = await policyWith(localWebhookNetworks({}))
    expect(refusedAddress('127.0.0.1')).toBeNull()
    expect(refusedAddress('::1')).toBeNull()
    expect(refusedAddress('10.0.0.5')).toMatch(/private, loopback or reserved/)
    expect(refusedAddress('169.254.169.254')).toMatch(/private, loopback or reserved/)
  })

  it('is what makes the difference: production without it refuses loopback', async () => {
    const { refusedAddress } = await policyWith({})
    expect(refusedAddress('127.0.0.1')).toMatch(/private, loopback or reserved/)
  })
})
