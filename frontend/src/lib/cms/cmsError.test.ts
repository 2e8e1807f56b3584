import { describe, expect, it } from 'vitest'

import { CmsError, cmsErrorOf } from './cmsError'

const refusal = (body: string | null) =>
  new Response(body, { status: 503, statusText: 'Service Unavailable' })

describe('errors of the CMS (docs/product.md#errors)', () => {
  it('read "{status}: {body}" by default', async () => {
    const error = await cmsErrorOf(refusal('{"error":"The service is temporarily unavailable."}'))
    expect(error).toBeInstanceOf(CmsError)
    expect(error.status).toBe(503)
    expect(error.message).toBe('503: {"error":"The service is temporarily unavailable."}')
  })

  it('read "{status}: {status text}" when the body is empty', async () => {
    expect((await cmsErrorOf(refusal(''))).message).toBe('503: Service Unavailable')
  })

  it('read "HTTP {status}: {status text}" for the home list, whatever the body', async () => {
    const error = await cmsErrorOf(refusal('{"error":"Something went wrong."}'), 'statusText')
    expect(error.status).toBe(503)
    expect(error.message).toBe('HTTP 503: Service Unavailable')
    expect((await cmsErrorOf(refusal(null), 'statusText')).message).toBe(
      'HTTP 503: Service Unavailable',
    )
  })
})
