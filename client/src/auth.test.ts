import { describe, expect, it } from 'vitest'

import { type BlockwiseAuth } from './auth'
import { BlockwiseClient } from './client'

/** The Authorization header of the one request a client with `auth` makes. */
async function authorizationSent(auth?: BlockwiseAuth): Promise<string | null> {
  let sent: string | null = 'no request'
  const fetch = (request: Request) => {
    sent = request.headers.get('authorization')
    return Promise.resolve(Response.json({ claps: 1 }))
  }
  const client = new BlockwiseClient({ baseUrl: 'https://cms.test', auth, fetch })
  await client.claps('what-is-defi')
  return sent
}

describe('auth options', () => {
  it('sends no Authorization anonymously', async () => {
    expect(await authorizationSent()).toBeNull()
  })

  it('sends an integration key in the format of Payload’s API keys', async () => {
    expect(await authorizationSent({ integrationKey: 'k3y' })).toBe('integrations API-Key k3y')
  })

  it('sends a session token as a JWT', async () => {
    expect(await authorizationSent({ sessionToken: 't0ken' })).toBe('JWT t0ken')
  })

  it('refuses an empty credential rather than calling anonymously', () => {
    expect(
      () => new BlockwiseClient({ baseUrl: 'https://cms.test', auth: { integrationKey: ' ' } }),
    ).toThrow('Empty credential for integrations API-Key')
  })
})
