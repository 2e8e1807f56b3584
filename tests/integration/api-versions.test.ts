import { beforeAll, describe, expect, inject, it } from 'vitest'

import { API_VERSION_HEADER, CURRENT_API_VERSION } from '@blockwise/shared/apiVersion'

import { createArticle, createAuthor } from '../support/fixtures'
import {
  createIntegration,
  patchIntegration,
  type TestIntegration,
} from '../support/integrationKeys'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, authHeaders, ensureStaff } from '../support/staff'

/**
 * Dated API versions (docs/api.md#versions): the `Blockwise-Version` header picks one, an
 * integration key's pin stands in for it, every answer names its version, a deprecated one says
 * so, and the one breaking change between 2026-11-21 and 2026-12-01 is answered by version.
 */
const cmsUrl = inject('cmsUrl')
const OLD = '2026-11-21'
const SUPPORTED =
  'Supported versions: 2026-12-01 (current), 2026-11-21 (deprecated, sunset 2027-12-01)'

let admin: Record<string, string> = {}
let live = { slug: '' }
let tagSlug = ''
let authorSlug = ''

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  admin = await authHeaders(cmsUrl, TEST_ADMIN)
  const author = await createAuthor(payload)
  authorSlug = author.slug ?? ''
  const published = { published: true, publishedAt: new Date().toISOString() }
  live = await createArticle(payload, author.id, published)
  await createArticle(payload, author.id, published)
  const tag = await payload.create({
    collection: 'tags',
    data: { name: `Versions ${live.slug}`, slug: '', count: 0 },
  })
  tagSlug = tag.slug ?? ''
}, 60_000)

const inVersion = (version?: string): Record<string, string> =>
  version ? { [API_VERSION_HEADER]: version } : {}

const call = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${cmsUrl}${path}`, { method, headers, redirect: 'manual' })

function expectCurrent(answer: Response, what: string) {
  expect(answer.headers.get(API_VERSION_HEADER), what).toBe(CURRENT_API_VERSION)
  expect(answer.headers.get('deprecation'), what).toBeNull()
  expect(answer.headers.get('sunset'), what).toBeNull()
}

function expectOld(answer: Response, what: string) {
  expect(answer.headers.get(API_VERSION_HEADER), what).toBe(OLD)
  expect(answer.headers.get('deprecation'), what).toBe('@1796083200')
  expect(answer.headers.get('sunset'), what).toBe('Wed, 01 Dec 2027 00:00:00 GMT')
  expect(answer.headers.get('link'), what).toContain('</api/openapi.json>; rel="deprecation"')
}

const variesOnVersion = (answer: Response) =>
  (answer.headers.get('vary') ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('blockwise-version')

describe('every /api answer names its version', () => {
  it('on success, on errors and on 304s, through Next and before it', async () => {
    // Next's route (an article), a fast path (a tag, answered before Next), a 404, a 405, a path
    // outside the contract.
    const paths = [
      `/api/articles/${live.slug}`,
      `/api/tags/${tagSlug}`,
      '/api/articles/no-such-article-here',
      '/api/no-such-call',
    ]
    for (const path of paths) {
      const current = await call(path)
      expectCurrent(current, path)
      expect(variesOnVersion(current), path).toBe(true)
      expectOld(await call(path, inVersion(OLD)), path)
    }
    const refusedMethod = await call('/api/tags', inVersion(OLD), 'DELETE')
    expect(refusedMethod.status).toBe(405)
    expectOld(refusedMethod, 'a 405')

    for (const path of [`/api/articles/${live.slug}`, `/api/tags/${tagSlug}`]) {
      const etag = (await call(path)).headers.get('etag') ?? ''
      const kept = await call(path, { 'if-none-match': etag, ...inVersion(OLD) })
      expect(kept.status, path).toBe(304)
      expectOld(kept, `${path} 304`)
      const keptCurrent = await call(path, { 'if-none-match': etag })
      expect(keptCurrent.status, path).toBe(304)
      expectCurrent(keptCurrent, `${path} 304`)
    }
  })

  it('keeps a page’s own Link beside the deprecation’s', async () => {
    const page = await call(`/api/articles?limit=1&author=${authorSlug}`, inVersion(OLD))
    expect(page.status).toBe(200)
    const link = page.headers.get('link') ?? ''
    expect(link).toContain('rel="next"')
    expect(link).toContain('rel="deprecation"')
  })

  it('lets a script on another origin send the header and read the answer’s', async () => {
    const preflight = await call(
      `/api/articles/${live.slug}`,
      {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'blockwise-version',
      },
      'OPTIONS',
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Blockwise-Version/i)
    const read = await call(`/api/articles/${live.slug}`, inVersion(OLD))
    const exposed = read.headers.get('access-control-expose-headers') ?? ''
    for (const name of ['Blockwise-Version', 'Deprecation', 'Sunset'])
      expect(exposed).toContain(name)
  })
})

describe('a version that is not served', () => {
  it('is 400 naming the versions served, before anything else is looked at', async () => {
    const cases = [
      ['2025-01-01', `Blockwise-Version 2025-01-01 is not a version of this API. ${SUPPORTED}`],
      [
        'latest',
        `Blockwise-Version must be one date in the form YYYY-MM-DD, e.g. 2026-12-01. ${SUPPORTED}`,
      ],
    ] as const
    const paths = [`/api/articles/${live.slug}`, `/api/tags/${tagSlug}`, '/api/articles?nonsense=1']
    for (const [version, error] of cases) {
      for (const path of paths) {
        const refused = await call(path, inVersion(version))
        expect(refused.status, `${version} ${path}`).toBe(400)
        expect(await refused.json()).toEqual({ error })
        expectCurrent(refused, path)
      }
    }
    // Even with a key that does not exist: the version is read first.
    const withKey = await call('/api/tags', {
      ...inVersion('2025-01-01'),
      authorization: 'integrations API-Key 00000000-0000-4000-8000-000000000000',
    })
    expect(withKey.status).toBe(400)
  })
})

describe('an integration key’s pinned version', () => {
  let integration: TestIntegration

  beforeAll(async () => {
    integration = await createIntegration(cmsUrl, admin, 'read')
  })

  it('is the current version for a new integration, and answers its calls without a header', async () => {
    const read = await call(`/cms-api/integrations/${integration.id}`, admin)
    expect(((await read.json()) as { apiVersion: string }).apiVersion).toBe(CURRENT_API_VERSION)
    expectCurrent(await call('/api/tags', integration.headers), 'a pinned key')
  })

  it('is changed by an admin, and then answers the key’s calls; a header still wins', async () => {
    expect(
      (await patchIntegration(cmsUrl, admin, integration.id, { apiVersion: OLD })).status,
    ).toBe(200)
    const pinned = await call(`/api/articles/${live.slug}`, integration.headers)
    expect(pinned.status).toBe(200)
    expectOld(pinned, 'pinned to the old version')
    expectCurrent(
      await call(`/api/articles/${live.slug}`, {
        ...integration.headers,
        ...inVersion(CURRENT_API_VERSION),
      }),
      'a header over the pin',
    )
    const refused = await patchIntegration(cmsUrl, admin, integration.id, {
      apiVersion: '2020-01-01',
    })
    expect(refused.status).toBe(400)
  })
})

describe('2026-12-01: an old slug of a renamed article', () => {
  let oldSlug = ''
  let newSlug = ''

  beforeAll(async () => {
    const payload = await testPayload()
    const author = await createAuthor(payload)
    const article = await createArticle(payload, author.id, {
      published: true,
      publishedAt: new Date().toISOString(),
    })
    oldSlug = article.slug
    newSlug = `${article.slug}-renamed`
    await payload.update({ collection: 'articles', id: article.id, data: { slug: newSlug } })
  })

  it('is a 308 to the article in 2026-12-01, which a client following it reads whole', async () => {
    const moved = await call(`/api/articles/${oldSlug}`)
    expect(moved.status).toBe(308)
    expect(moved.headers.get('location')).toBe(`/api/articles/${newSlug}`)
    expect(await moved.json()).toEqual({ message: `The article moved to /api/articles/${newSlug}` })
    expectCurrent(moved, 'the 308')
    const followed = await fetch(`${cmsUrl}/api/articles/${oldSlug}`)
    expect(followed.status).toBe(200)
    expect(((await followed.json()) as { slug: string }).slug).toBe(newSlug)
  })

  it('is still a 404 in 2026-11-21', async () => {
    const gone = await call(`/api/articles/${oldSlug}`, inVersion(OLD))
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ error: 'Article not found' })
    expectOld(gone, 'the old 404')
  })

  it('is answered by version whichever was asked first, and says it varies by version', async () => {
    for (const order of [
      [OLD, CURRENT_API_VERSION, OLD],
      [CURRENT_API_VERSION, OLD, CURRENT_API_VERSION],
    ]) {
      for (const version of order) {
        const answer = await call(`/api/articles/${oldSlug}`, inVersion(version))
        expect(answer.status, version).toBe(version === OLD ? 404 : 308)
        expect(answer.headers.get(API_VERSION_HEADER)).toBe(version)
        expect(variesOnVersion(answer)).toBe(true)
      }
    }
  })
})

describe('a cached answer', () => {
  it('is never handed to a caller of another version: the CMS’s shared lists answer each in its own', async () => {
    // The tests' CMS keeps readers' lists a minute: the second and third calls are answered from
    // what the first stored, and must still be in their own version.
    const path = `/api/articles?limit=2&tag=${tagSlug}`
    const first = await call(path, inVersion(OLD))
    const second = await call(path)
    const third = await call(path, inVersion(OLD))
    expectOld(first, 'first')
    expectCurrent(second, 'second')
    expectOld(third, 'third')
    expect(await second.text()).toBe(await first.text())
    for (const answer of [first, second, third]) expect(variesOnVersion(answer)).toBe(true)
  })
})
