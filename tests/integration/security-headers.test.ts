import { stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'

import { CMS_DIR } from '../../scripts/lib/paths'

/**
 * Every answer of the CMS, its admin first, carries the security headers: a CSP that confines
 * scripts, connections, forms and plugins to the CMS and lets no one frame it, nosniff and a
 * Referrer-Policy. (That the admin still works under the policy is the e2e's admin spec.)
 */
const cmsUrl = inject('cmsUrl')

const PATHS = [
  '/admin/login',
  '/admin/collections/articles',
  '/api/articles',
  '/cms-api/tags',
  '/health',
]

function expectSecurityHeaders(response: Response): void {
  expect(response.status).toBeLessThan(500)
  const policy = response.headers.get('content-security-policy') ?? ''
  const directives = new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
  expect(directives.get('default-src')).toBe("'self'")
  // The production build: no eval.
  expect(directives.get('script-src')).toBe("'self' 'unsafe-inline'")
  expect(directives.get('connect-src')).toBe("'self'")
  expect(directives.get('frame-ancestors')).toBe("'none'")
  expect(directives.get('object-src')).toBe("'none'")
  expect(directives.get('base-uri')).toBe("'self'")
  expect(directives.get('form-action')).toBe("'self'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
}

describe('security headers of the CMS', () => {
  it.each(PATHS)('%s', async (pathname) => {
    expectSecurityHeaders(await fetch(`${cmsUrl}${pathname}`, { redirect: 'manual' }))
  })

  it("a build file of the admin, sent as the build's brotli copy", async () => {
    const page = await (await fetch(`${cmsUrl}/admin/login`)).text()
    const file = /\/_next\/static\/[^"?]+\.js/.exec(page)?.[0]
    expect(file, 'the login page loads no build file').toBeDefined()
    const response = await fetch(`${cmsUrl}${file}`, { headers: { 'accept-encoding': 'br' } })
    expectSecurityHeaders(response)
    expect(response.headers.get('content-encoding')).toBe('br')
    const copy = await stat(path.join(CMS_DIR, '.next', `${file?.slice('/_next/'.length)}.br`))
    expect(Number(response.headers.get('content-length'))).toBe(copy.size)
  })
})
