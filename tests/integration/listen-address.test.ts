import { describe, expect, inject, it } from 'vitest'

/**
 * The built servers listen on loopback unless HOST says otherwise (the Dockerfile sets 0.0.0.0 in
 * its containers). Bound to every interface, the CMS would also answer on IPv6's loopback; bound to
 * 127.0.0.1 it does not. (Only loopback addresses are probed here.)
 */
const port = new URL(inject('cmsUrl')).port

describe('the CMS without HOST', () => {
  it('answers on 127.0.0.1', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200)
  })

  it('is not bound to every interface: [::1] is refused', async () => {
    await expect(fetch(`http://[::1]:${port}/health`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    })
  })
})
