import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type BlockwiseAuth } from './auth.js'
import { BlockwiseClient } from './client.js'
import { sendJson, startFakeApi, type FakeApi } from './testing/fakeApi.js'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi((_, response) => sendJson(response, 200, { claps: 1 }))
})
afterAll(() => api.close())

/** The Authorization header of the one request a client with `auth` makes. */
async function authorizationSent(auth?: BlockwiseAuth): Promise<string | undefined> {
  const client = new BlockwiseClient({ baseUrl: api.url, auth })
  await client.articles.claps('what-is-defi')
  return api.requests.at(-1)?.headers.authorization
}

describe('auth options', () => {
  it('sends no Authorization anonymously', async () => {
    expect(await authorizationSent()).toBeUndefined()
  })

  it('sends an integration key in the format of Payload’s API keys', async () => {
    expect(await authorizationSent({ integrationKey: 'k3y' })).toBe('integrations API-Key k3y')
  })

  it('sends a session token as a JWT', async () => {
    expect(await authorizationSent({ sessionToken: 't0ken' })).toBe('JWT t0ken')
  })

  it('refuses an empty credential rather than calling anonymously', () => {
    expect(() => new BlockwiseClient({ baseUrl: api.url, auth: { integrationKey: ' ' } })).toThrow(
      'Empty credential for integrations API-Key',
    )
  })
})
