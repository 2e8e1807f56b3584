import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startSite } from '../../scripts/lib/stack'

import { readerHeaders } from '../support/clients'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * What /api answers tell their clients: how a cacheable answer may be kept and revalidated
 * (Cache-Control, ETag, 304), and nothing of the CMS's internal address when the site forwards
 * them.
 */

const cmsUrl = inject('cmsUrl')
let siteUrl = ''
let site: Service | undefined
const CALLS = ['one article', 'every author', 'one author'] as const
const calls: Record<string, string> = {}

beforeAll(async () => {
  // The shared stack's site is a webhook recorder: these answers go through the real one.
  const sitePort = await freePort()
  siteUrl = `http://localhost:${sitePort}`
  const dataDir = inject('dataDir')
  site = await startSite({ sitePort, cmsUrl, dataDir, quiet: !process.env.DEBUG_STACK })
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const { slug } = await createArticle(payload, author.id, { published: true })
  Object.assign(calls, {
    'one article': `/api/articles/${slug}`,
    'every author': '/api/authors',
    'one author': `/api/authors/${author.id}`,
  })
})

afterAll(async () => {
  if (site) await stopService(site)
})

describe('cacheable answers', () => {
  it.each(CALLS)('%s: say how to keep and revalidate it', async (name) => {
    const call = calls[name] ?? ''
    const answer = await fetch(`${cmsUrl}${call}`, { headers: readerHeaders() })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/)
    const etag = answer.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"[\w-]+"$/)

    for (const base of [cmsUrl, siteUrl]) {
      const revalidated = await fetch(`${base}${call}`, {
        headers: readerHeaders({ 'if-none-match': etag }),
      })
      expect(revalidated.status, base).toBe(304)
      expect(revalidated.headers.get('etag')).toBe(etag)
      expect(await revalidated.text()).toBe('')
    }
    const stale = await fetch(`${cmsUrl}${call}`, {
      headers: readerHeaders({ 'if-none-match': 'W/"an-older-answer"' }),
    })
    expect(stale.status).toBe(200)
  })

  it('are never stored for an editor', async () => {
    const editor = await editorHeaders(cmsUrl)
    for (const call of Object.values(calls)) {
      const answer = await fetch(`${cmsUrl}${call}`, { headers: editor })
      expect(answer.headers.get('cache-control'), call).toBe('private, no-store')
    }
  })
})

describe('answers forwarded by the site', () => {
  it('do not carry the CMS’s address in X-Middleware-Rewrite', async () => {
    const cmsPort = new URL(cmsUrl).port
    for (const path of ['/api/articles', '/api/authors', '/']) {
      const answer = await fetch(`${siteUrl}${path}`, { redirect: 'manual' })
      expect(answer.headers.get('x-middleware-rewrite'), path).toBeNull()
      const values = [...answer.headers.values()].join('\n')
      expect(values, path).not.toContain(`:${cmsPort}`)
    }
  })
})
