import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { openapiResponseValidator, type Call } from '../support/openapiResponses'
import { testPayload } from '../support/payload'
import { rolelessAccount, type RolelessAccount } from '../support/rolelessAccount'
import { editorHeaders } from '../support/staff'

/**
 * Every operation of GET /api/openapi.json called against the running CMS, and every documented
 * error that is cheap to provoke: each answer's status, headers and body must be what the
 * document says (tests/support/openapiResponses.ts).
 */

const cmsUrl = inject('cmsUrl')

type Validator = Awaited<ReturnType<typeof openapiResponseValidator>>
let api: Validator
let editor: Record<string, string>
let roleless: RolelessAccount
const fixture = {
  slug: '',
  articleId: '',
  authorId: '',
  tagSlug: '',
  pathSlug: '',
  glossarySlug: '',
}
const exercised = new Set<string>()

beforeAll(async () => {
  api = await openapiResponseValidator(
    (await (await fetch(`${cmsUrl}/api/openapi.json`)).json()) as object,
  )
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const tag = await payload.create({
    collection: 'tags',
    data: { name: `Openapi ${uniqueSuffix()}`, slug: '', count: 0 },
  })
  const article = await createArticle(payload, author.id, { published: true, tags: [tag.id] })
  const lesson = () => createArticle(payload, author.id, { published: true, articleType: 'learn' })
  const path = await payload.create({
    collection: 'paths',
    data: {
      title: `Openapi path ${uniqueSuffix()}`,
      slug: '',
      lessons: [(await lesson()).id, (await lesson()).id],
    },
  })
  const term = await payload.create({
    collection: 'glossary',
    data: {
      term: `Openapi term ${uniqueSuffix()}`,
      slug: '',
      shortDefinition: 'A term the OpenAPI test reads.',
      relatedArticles: [article.id],
    },
  })
  Object.assign(fixture, {
    pathSlug: path.slug,
    slug: article.slug,
    articleId: article.id,
    authorId: author.id,
    tagSlug: tag.slug,
    glossarySlug: term.slug,
  })
  editor = await editorHeaders(cmsUrl)
  roleless = await rolelessAccount(cmsUrl, inject('databaseUrl'))
})

afterAll(async () => {
  await roleless.remove()
})

interface Case {
  call: Call
  /** The path and query actually requested, when it differs from the call's template. */
  url?: string
  init?: RequestInit
  status: number | number[]
}

/** Calls `call`, and expects the documented status, headers and body. */
async function expectDocumented({ call, url, init, status }: Case): Promise<Response> {
  const [method = 'GET', template = ''] = call.split(' ')
  const response = await fetch(`${cmsUrl}${url ?? template}`, {
    redirect: 'manual',
    ...init,
    method,
  })
  const copy = response.clone()
  expect([status].flat(), `${call} ${url ?? ''}`).toContain(response.status)
  expect(await api.check(call, response), `${call} ${url ?? ''} → ${response.status}`).toEqual([])
  const operationId = api.operationOf(call).operationId
  if (operationId) exercised.add(operationId)
  return copy
}

/** The GET, its HEAD twin, and both revalidated with the ETag the GET gave. */
async function expectCacheable(call: Call, url?: string) {
  const answer = await expectDocumented({
    call,
    url,
    init: { headers: readerHeaders() },
    status: 200,
  })
  const head = call.replace(/^GET /, 'HEAD ') as Call
  await expectDocumented({ call: head, url, status: 200 })
  let etag = answer.headers.get('etag') ?? ''
  expect(etag).not.toBe('')
  for (const twin of [call, head]) {
    const revalidate = () =>
      expectDocumented({
        call: twin,
        url,
        init: { headers: { 'if-none-match': etag } },
        status: [304, 200],
      })
    let revalidated = await revalidate()
    if (revalidated.status === 200) {
      // Only an answer that changed meanwhile (a list shared since before this file's fixtures,
      // renewed in between) may come whole, with a new validator, which then gets its 304.
      const renewed = revalidated.headers.get('etag') ?? ''
      expect(renewed).not.toBe(etag)
      etag = renewed
      revalidated = await revalidate()
    }
    expect(revalidated.status, `${twin} ${url ?? ''} with its ETag`).toBe(304)
  }
}

/** The GET and its HEAD twin, expecting the same status. */
async function expectGetAndHead(
  call: Call,
  url: string | undefined,
  status: number,
  init?: RequestInit,
) {
  await expectDocumented({ call, url, init, status })
  await expectDocumented({ call: call.replace(/^GET /, 'HEAD ') as Call, url, init, status })
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(body),
})
const oversized = (headers: Record<string, string> = {}): RequestInit => ({
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }),
})
const unknownId = () => randomUUID()

describe('live answers match GET /api/openapi.json', () => {
  it('articles: lists, one article, its reading, related, claps, counters, reactions and the social image', async () => {
    const slug = fixture.slug
    await expectCacheable('GET /api/articles')
    await expectGetAndHead('GET /api/articles', '/api/articles?page=zero', 400)
    await expectCacheable('GET /api/articles/{slug}', `/api/articles/${slug}`)
    await expectGetAndHead('GET /api/articles/{slug}', '/api/articles/no-such-article-here', 404)
    await expectCacheable('GET /api/articles/{slug}/related', `/api/articles/${slug}/related`)
    await expectGetAndHead(
      'GET /api/articles/{slug}/related',
      `/api/articles/${slug}/related?limit=x`,
      400,
    )
    await expectGetAndHead(
      'GET /api/articles/{slug}/related',
      '/api/articles/no-such-article/related',
      404,
    )
    await expectCacheable('GET /api/articles/{slug}/reading', `/api/articles/${slug}/reading`)
    await expectGetAndHead(
      'GET /api/articles/{slug}/reading',
      '/api/articles/no-such-article/reading',
      404,
    )
    await expectGetAndHead('GET /api/articles/{slug}/claps', `/api/articles/${slug}/claps`, 200)
    await expectGetAndHead('GET /api/articles/{slug}/claps', '/api/articles/no-such/claps', 404)
    await expectGetAndHead('GET /api/claps', `/api/claps?slugs=${slug},no-such`, 200)
    await expectGetAndHead('GET /api/claps', '/api/claps?slugs=Not_A_Slug', 400)
    const reactions = 'GET /api/articles/{slug}/fediverse'
    await expectGetAndHead(reactions, `/api/articles/${slug}/fediverse`, 200)
    await expectGetAndHead(reactions, '/api/articles/no-such/fediverse', 404)
    await expectCacheable('GET /api/articles/{slug}/og-image', `/api/articles/${slug}/og-image`)
    await expectGetAndHead(
      'GET /api/articles/{slug}/og-image',
      '/api/articles/no-such/og-image',
      404,
    )

    for (const action of ['clap', 'view'] as const) {
      const call: Call = `POST /api/articles/{slug}/${action}`
      const url = `/api/articles/${slug}/${action}`
      await expectDocumented({ call, url, init: { headers: readerHeaders() }, status: 200 })
      const crossSite = { headers: readerHeaders({ 'sec-fetch-site': 'cross-site' }) }
      await expectDocumented({ call, url, init: crossSite, status: 403 })
      const unknown = `/api/articles/no-such/${action}`
      await expectDocumented({
        call,
        url: unknown,
        init: { headers: readerHeaders() },
        status: 404,
      })
      await expectDocumented({ call, url, init: oversized(readerHeaders()), status: 413 })
    }
    // A reader's views are limited to 10 in ten minutes.
    const viewer = readerHeaders()
    const viewUrl = `${cmsUrl}/api/articles/${slug}/view`
    for (let view = 0; view < 10; view++) await fetch(viewUrl, { method: 'POST', headers: viewer })
    await expectDocumented({
      call: 'POST /api/articles/{slug}/view',
      url: `/api/articles/${slug}/view`,
      init: { headers: viewer },
      status: 429,
    })
  })

  it('authors, tags, sitemap and search', async () => {
    await expectCacheable('GET /api/authors')
    await expectCacheable('GET /api/authors/{authorId}', `/api/authors/${fixture.authorId}`)
    await expectGetAndHead('GET /api/authors/{authorId}', `/api/authors/${unknownId()}`, 404)
    await expectCacheable('GET /api/tags')
    await expectCacheable('GET /api/tags/{slug}', `/api/tags/${fixture.tagSlug}`)
    await expectGetAndHead('GET /api/tags/{slug}', '/api/tags/no-such-tag-here', 404)
    await expectCacheable('GET /api/sitemap')
    await expectGetAndHead('GET /api/sitemap/articles/{n}', '/api/sitemap/articles/1', 200)
    await expectGetAndHead('GET /api/sitemap/articles/{n}', '/api/sitemap/articles/999999', 404)
    await expectCacheable('GET /api/search', '/api/search?q=bitcoin')
    await expectGetAndHead('GET /api/search', '/api/search', 400)
    await expectGetAndHead('GET /api/openapi.json', undefined, 200)
  })

  it('redirects', async () => {
    await expectCacheable('GET /api/redirects')
    await expectGetAndHead('GET /api/redirects', '/api/redirects?from=/articles/x', 400)
  })

  it('the changes feed', async () => {
    const foreign = Buffer.from(`v1.${2n ** 62n}.0`).toString('base64url')
    await expectGetAndHead('GET /api/changes', '/api/changes?since=now', 200)
    await expectGetAndHead('GET /api/changes', '/api/changes?limit=1', 200)
    await expectGetAndHead('GET /api/changes', '/api/changes?since=garbage', 400)
    await expectGetAndHead('GET /api/changes', `/api/changes?since=${foreign}`, 410)
  })

  it('learning paths', async () => {
    await expectCacheable('GET /api/paths')
    await expectGetAndHead('GET /api/paths', '/api/paths?level=beginner', 400)
    await expectCacheable('GET /api/paths/{slug}', `/api/paths/${fixture.pathSlug}`)
    await expectGetAndHead('GET /api/paths/{slug}', '/api/paths/no-such-path-here', 404)
  })

  it('glossary', async () => {
    await expectCacheable('GET /api/glossary')
    await expectGetAndHead('GET /api/glossary', '/api/glossary?letter=a', 400)
    await expectCacheable('GET /api/glossary/{slug}', `/api/glossary/${fixture.glossarySlug}`)
    await expectGetAndHead('GET /api/glossary/{slug}', '/api/glossary/no-such-term-here', 404)
  })

  it('market data', async () => {
    const reader = { headers: readerHeaders() }
    await expectGetAndHead('GET /api/market/coins', '/api/market/coins?ids=bitcoin', 200, reader)
    await expectGetAndHead('GET /api/market/coins', '/api/market/coins', 400, reader)
    await expectGetAndHead(
      'GET /api/market/search',
      '/api/market/search?query=bitcoin',
      200,
      reader,
    )
    await expectGetAndHead('GET /api/market/search', '/api/market/search', 400, reader)
    const unknown = '/api/market/search?query=zzznotacoinzzz'
    await expectGetAndHead('GET /api/market/search', unknown, 404, reader)
    const history = '/api/market/history?id=bitcoin&from=2024-01-01&to=2024-01-07'
    await expectGetAndHead('GET /api/market/history', history, 200, reader)
    await expectGetAndHead('GET /api/market/history', '/api/market/history?id=bitcoin', 400, reader)
    const unknownCoin = '/api/market/history?id=zzznotacoinzzz&from=2024-01-01&to=2024-01-07'
    await expectGetAndHead('GET /api/market/history', unknownCoin, 404, reader)
  })

  it('the newsletter’s reader calls', async () => {
    const email = `openapi-${uniqueSuffix()}@test.blockwise`
    const subscribe: Call = 'POST /api/newsletter/subscribe'
    const person = { name: 'Open Api', email }
    await expectDocumented({ call: subscribe, init: json(person, readerHeaders()), status: 200 })
    const notJson = { headers: { ...readerHeaders(), 'content-type': 'text/plain' }, body: 'x' }
    await expectDocumented({ call: subscribe, init: notJson, status: 415 })
    const malformed = { headers: { ...readerHeaders(), ...JSON_HEADERS }, body: '{' }
    await expectDocumented({ call: subscribe, init: malformed, status: 400 })
    await expectDocumented({ call: subscribe, init: oversized(readerHeaders()), status: 413 })
    // An address may be submitted three times an hour, from anywhere.
    await fetch(`${cmsUrl}/api/newsletter/subscribe`, {
      method: 'POST',
      ...json(person, readerHeaders()),
    })
    await fetch(`${cmsUrl}/api/newsletter/subscribe`, {
      method: 'POST',
      ...json(person, readerHeaders()),
    })
    await expectDocumented({ call: subscribe, init: json(person, readerHeaders()), status: 429 })

    const badToken = { token: 'not-a-token' }
    await expectDocumented({
      call: 'POST /api/newsletter/confirm',
      init: json(badToken),
      status: 400,
    })
    const unsubscribe = '/api/newsletter/unsubscribe?token=not-a-token'
    await expectGetAndHead('GET /api/newsletter/unsubscribe', unsubscribe, 303)
    const unsigned = `i=${randomUUID()}&s=AAAAAAAAAAAAAAAAAAAAAA`
    const click = `/api/newsletter/click?${unsigned}&u=${encodeURIComponent('https://example.org/')}`
    await expectGetAndHead('GET /api/newsletter/click', click, 400)
    await expectGetAndHead('GET /api/newsletter/open', `/api/newsletter/open?${unsigned}`, 400)
    await expectDocumented({
      call: 'POST /api/newsletter/unsubscribe',
      url: unsubscribe,
      status: 400,
    })
  })

  it('a draft for the site’s preview, with a preview token only', async () => {
    const url = `/api/preview/articles/${fixture.articleId}`
    await expectGetAndHead('GET /api/preview/articles/{id}', url, 401)
    const link = await fetch(`${cmsUrl}/cms-api/preview/articles/${fixture.articleId}`, {
      headers: editor,
      redirect: 'manual',
    })
    const token = new URL(link.headers.get('location') ?? '').searchParams.get('token') ?? ''
    await expectGetAndHead('GET /api/preview/articles/{id}', url, 200, {
      headers: { 'x-preview-token': token },
    })
  })

  it('the editorial calls, for an editor', async () => {
    const id = fixture.articleId
    const accept: Call = 'POST /api/articles/{id}/accept-seo-title'
    const acceptUrl = `/api/articles/${id}/accept-seo-title`
    await expectDocumented({
      call: accept,
      url: acceptUrl,
      init: { ...json({ seoTitle: 'An SEO title' }, editor) },
      status: 200,
    })
    await expectDocumented({
      call: accept,
      url: acceptUrl,
      init: json({ seoTitle: 7 }, editor),
      status: 400,
    })
    const notJson = { headers: { ...editor, 'content-type': 'text/plain' }, body: 'x' }
    await expectDocumented({ call: accept, url: acceptUrl, init: notJson, status: 415 })
    await expectDocumented({ call: accept, url: acceptUrl, init: oversized(editor), status: 413 })
    const unknownAccept = `/api/articles/${unknownId()}/accept-seo-title`
    await expectDocumented({
      call: accept,
      url: unknownAccept,
      init: json({ seoTitle: 'x' }, editor),
      status: 404,
    })
    const reject: Call = 'POST /api/articles/{id}/reject-seo-title'
    await expectDocumented({
      call: reject,
      url: `/api/articles/${id}/reject-seo-title`,
      init: { headers: editor },
      status: 200,
    })
    await expectDocumented({
      call: reject,
      url: `/api/articles/${unknownId()}/reject-seo-title`,
      init: { headers: editor },
      status: 404,
    })

    const asEditor = { headers: editor }
    await expectGetAndHead('GET /api/incomplete-articles', undefined, 200, asEditor)
    await expectDocumented({
      call: 'DELETE /api/incomplete-articles/{id}',
      url: `/api/incomplete-articles/${unknownId()}`,
      init: asEditor,
      status: 404,
    })
    await expectDocumented({
      call: 'POST /api/incomplete-articles/{id}/retry',
      url: `/api/incomplete-articles/${unknownId()}/retry`,
      init: asEditor,
      status: [404, 503],
    })
    await expectGetAndHead('GET /api/generation', undefined, 200, asEditor)
    await expectDocumented({ call: 'POST /api/generation', init: json({}, editor), status: 400 })
    await expectDocumented({
      call: 'POST /api/generation',
      init: { headers: { ...editor, 'content-type': 'text/plain' }, body: 'x' },
      status: 415,
    })
  })

  it('the newsletter’s editorial calls, for an editor', async () => {
    const asEditor = { headers: editor }
    await expectGetAndHead('GET /api/newsletter/digest/preview', undefined, 200, asEditor)
    await expectDocumented({
      call: 'POST /api/newsletter/digest/test',
      init: asEditor,
      status: 200,
    })
    // A draft for editors to approve: nothing is mailed. 422 in a week with nothing published.
    await expectDocumented({
      call: 'POST /api/newsletter/digest/propose',
      init: asEditor,
      status: [200, 422],
    })
    await expectGetAndHead('GET /api/newsletter/issues', undefined, 200, asEditor)
    await expectGetAndHead('GET /api/newsletter/subscribers/counts', undefined, 200, asEditor)
    await expectGetAndHead('GET /api/newsletter/subscribers.csv', undefined, 200, asEditor)
    // Sending the week's issue for real would mail every test subscriber: only its refusal here.
    await expectDocumented({
      call: 'POST /api/newsletter/digest/send',
      init: { headers: roleless.headers },
      status: 403,
    })
  })

  it('the analytics beacon and reports, for an editor', async () => {
    await expectDocumented({
      call: 'POST /api/analytics/events',
      init: json({ kind: 'no-such-kind', path: '/' }, readerHeaders()),
      status: 400,
    })
    const asEditor = { headers: editor }
    await expectGetAndHead(
      'GET /api/analytics/overview',
      '/api/analytics/overview?range=now',
      200,
      asEditor,
    )
    await expectGetAndHead(
      'GET /api/analytics/overview',
      '/api/analytics/overview?range=bogus',
      400,
      asEditor,
    )
    const article = `/api/analytics/articles/${fixture.articleId}?range=today`
    await expectGetAndHead('GET /api/analytics/articles/{id}', article, 200, asEditor)
    const unknown = `/api/analytics/articles/${unknownId()}`
    await expectGetAndHead('GET /api/analytics/articles/{id}', unknown, 404, asEditor)
    await expectGetAndHead('GET /api/analytics/newsletter', undefined, 200, asEditor)
  })

  it('the social web’s calls, for an editor', async () => {
    const asEditor = { headers: editor }
    const article = `/api/fediverse/articles/${fixture.articleId}`
    await expectGetAndHead('GET /api/fediverse/articles/{id}', article, 200, asEditor)
    const malformed = '/api/fediverse/articles/not-an-id'
    await expectGetAndHead('GET /api/fediverse/articles/{id}', malformed, 400, asEditor)
    const unknown = `/api/fediverse/articles/${unknownId()}`
    await expectGetAndHead('GET /api/fediverse/articles/{id}', unknown, 404, asEditor)
    await expectGetAndHead('GET /api/fediverse/overview', undefined, 200, asEditor)
  })

  it('refuses editors-only calls without the role: 403', async () => {
    for (const call of EDITOR_CALLS) {
      await expectDocumented({
        call,
        url: editorUrl(call),
        init: { headers: roleless.headers },
        status: 403,
      })
    }
  })

  it('refuses editors-only calls without credentials: 401 with WWW-Authenticate', async () => {
    for (const call of EDITOR_CALLS) {
      await expectDocumented({ call, url: editorUrl(call), status: 401 })
    }
  })

  it('answers a method a path does not serve with 405 and Allow, and an unknown path with 404', async () => {
    const notAllowed = await fetch(`${cmsUrl}/api/articles`, { method: 'PUT' })
    expect(notAllowed.status).toBe(405)
    expect(notAllowed.headers.get('allow')).toBe('GET')
    expect(await api.checkShared('MethodNotAllowed', notAllowed)).toEqual([])
    const unknown = await fetch(`${cmsUrl}/api/no-such-call`)
    expect(unknown.status).toBe(404)
    expect(await api.checkShared('NotFound', unknown)).toEqual([])
  })

  it('called every operation of the document', () => {
    expect(api.operationIds().filter((id) => !exercised.has(id))).toEqual([])
  })
})

const EDITOR_CALLS: Call[] = [
  'POST /api/articles/{id}/accept-seo-title',
  'POST /api/articles/{id}/reject-seo-title',
  'GET /api/incomplete-articles',
  'DELETE /api/incomplete-articles/{id}',
  'POST /api/incomplete-articles/{id}/retry',
  'GET /api/generation',
  'POST /api/generation',
  'GET /api/newsletter/digest/preview',
  'POST /api/newsletter/digest/propose',
  'POST /api/newsletter/digest/test',
  'POST /api/newsletter/digest/send',
  'GET /api/newsletter/issues',
  'GET /api/newsletter/subscribers/counts',
  'GET /api/newsletter/subscribers.csv',
  'GET /api/analytics/overview',
  'GET /api/analytics/articles/{id}',
  'GET /api/analytics/newsletter',
  'GET /api/fediverse/articles/{id}',
  'GET /api/fediverse/overview',
]

const editorUrl = (call: Call) => call.split(' ')[1]?.replace('{id}', randomUUID())
