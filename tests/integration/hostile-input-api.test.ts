import fc from 'fast-check'
import pg from 'pg'
import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { generationRequestSchema, newsletterSubscriptionSchema } from '@blockwise/shared'

import { createArticle, hostileTargets } from '../support/fixtures'
import {
  expectSafeAnswer,
  fuzzParameters,
  hostileBody,
  hostileContentType,
  queryString,
  readerAddress,
  segment,
  snapshotRows,
  withoutRows,
  type RowSnapshot,
} from '../support/hostile'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * Property-based fuzzing of every /api call with hostile input: random paths, queries, bodies and
 * content types, anonymously and as an editor. Whatever arrives, the CMS answers without a 5xx or a
 * trace of its insides, every 4xx is `{ error }`, and no row changes that the request had no right
 * to change. FUZZ_SEED moves every seed, FUZZ_RUNS_FACTOR scales the runs.
 */
const cmsUrl = inject('cmsUrl')
const API_ROUTES_DIR = new URL('../../cms/src/app/api/', import.meta.url)
const db = new pg.Client({ connectionString: inject('databaseUrl') })

let editor: Record<string, string> = {}
const known = { slug: '', draftSlug: '', articleId: '', authorId: '', incompleteId: '' }
/** The article whose SEO title the editor's fuzzing may really accept or reject. */
let seoArticleId = ''
let before: RowSnapshot
/** What requests were entitled to change: every 2xx clap or view adds one… */
const counted = { claps: 0, views: 0 }
/** …a valid subscription adds its address, and the SEO title is whatever was last decided. */
const subscribed = new Set<string>()
let decidedSeoTitle: string | null = null

beforeAll(async () => {
  await db.connect()
  const payload = await testPayload()
  editor = await editorHeaders(cmsUrl)
  const { author, article, draft, incomplete } = await hostileTargets(payload)
  seoArticleId = (await createArticle(payload, author.id)).id
  Object.assign(known, {
    slug: article.slug,
    draftSlug: draft.slug,
    articleId: article.id,
    authorId: author.id,
    incompleteId: incomplete.id,
  })
  before = await snapshotRows(db)
})

afterAll(() => db.end())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * Every route of cms/src/app/api, `{}` marking a dynamic segment. `effects` are the methods that
 * act for a caller entitled to them; the fuzzer sends those only with input that must be refused.
 */
const ROUTES: Array<{ template: string; effects?: Method[] }> = [
  { template: '/api/analytics/events', effects: ['POST'] },
  { template: '/api/analytics/overview' },
  { template: '/api/analytics/articles/{}' },
  { template: '/api/analytics/newsletter' },
  { template: '/api/fediverse/articles/{}' },
  { template: '/api/fediverse/overview' },
  { template: '/api/articles' },
  { template: '/api/articles/{}' },
  { template: '/api/articles/{}/claps' },
  { template: '/api/claps' },
  { template: '/api/articles/{}/clap', effects: ['POST'] },
  { template: '/api/articles/{}/view', effects: ['POST'] },
  { template: '/api/articles/{}/og-image' },
  { template: '/api/articles/{}/related' },
  { template: '/api/articles/{}/fediverse' },
  { template: '/api/articles/{}/reading' },
  { template: '/api/articles/{}/accept-seo-title', effects: ['POST'] },
  { template: '/api/articles/{}/reject-seo-title', effects: ['POST'] },
  { template: '/api/authors' },
  { template: '/api/authors/{}' },
  { template: '/api/generation', effects: ['POST'] },
  { template: '/api/incomplete-articles' },
  { template: '/api/incomplete-articles/{}', effects: ['DELETE'] },
  { template: '/api/incomplete-articles/{}/retry', effects: ['POST'] },
  { template: '/api/market/coins' },
  { template: '/api/market/search' },
  { template: '/api/newsletter/subscribe', effects: ['POST'] },
  { template: '/api/newsletter/confirm', effects: ['POST'] },
  { template: '/api/newsletter/unsubscribe', effects: ['POST'] },
  { template: '/api/newsletter/click' },
  { template: '/api/newsletter/open' },
  { template: '/api/newsletter/digest/preview' },
  { template: '/api/newsletter/digest/test', effects: ['POST'] },
  { template: '/api/newsletter/digest/send', effects: ['POST'] },
  { template: '/api/newsletter/digest/propose', effects: ['POST'] },
  { template: '/api/newsletter/issues' },
  { template: '/api/newsletter/subscribers.csv' },
  { template: '/api/newsletter/subscribers/counts' },
  { template: '/api/openapi.json' },
  { template: '/api/preview/articles/{}' },
  { template: '/api/sitemap' },
  { template: '/api/sitemap/articles/{}' },
  { template: '/api/tags' },
  { template: '/api/tags/{}' },
  { template: '/api/glossary' },
  { template: '/api/glossary/{}' },
  { template: '/api/paths' },
  { template: '/api/paths/{}' },
  { template: '/api/market/history' },
  { template: '/api/search' },
  { template: '/api/redirects' },
  { template: '/api/changes' },
  { template: '/api/{}' },
  { template: '/api/{}/{}/{}' },
]

/** Deeper paths for the catch-all route than its own folder names. */
const CATCH_ALL_PROBES = ['/api/{}/{}/{}']

interface FuzzRequest {
  route: (typeof ROUTES)[number]
  method: Method
  segments: string[]
  query: string
  body: string | undefined
  contentType: string
  address: string
}

function knownSegments(): string[] {
  return [known.slug, known.draftSlug, known.articleId, known.authorId, known.incompleteId]
}

const fuzzRequest = (segments: fc.Arbitrary<string>) =>
  fc.record({
    route: fc.constantFrom(...ROUTES),
    method: fc.constantFrom(...METHODS),
    segments: fc.array(segments, { minLength: 3, maxLength: 3 }),
    query: queryString,
    body: fc.option(hostileBody, { nil: undefined }),
    contentType: hostileContentType,
    address: readerAddress,
  })

function jsonOf(body: string | undefined): unknown {
  try {
    return JSON.parse(body ?? '')
  } catch {
    return undefined
  }
}

/** A valid generation request would start the AI pipeline (503 here: no keys); not hostile. */
const wouldGenerate = ({ route, body }: FuzzRequest) =>
  route.template === '/api/generation' && generationRequestSchema.safeParse(jsonOf(body)).success

/** Notes what a successful request was entitled to change. */
function recordEntitlement(request: FuzzRequest, response: Response, text: string): void {
  if (!response.ok || request.method !== 'POST') return
  const template = request.route.template
  if (template.endsWith('/clap')) counted.claps += 1
  if (template.endsWith('/view')) counted.views += 1
  if (template === '/api/newsletter/subscribe') {
    const valid = newsletterSubscriptionSchema.safeParse(jsonOf(request.body))
    if (valid.success) subscribed.add(valid.data.email)
  }
  if (template.endsWith('-seo-title'))
    decidedSeoTitle = (JSON.parse(text) as { seoTitle: string | null }).seoTitle
}

function urlOf({ route, segments, query }: FuzzRequest): string {
  let index = 0
  return `${cmsUrl}${route.template.replace(/\{\}/g, () => segments[index++] ?? 'x')}${query}`
}

async function send(request: FuzzRequest, headers: Record<string, string>) {
  const url = urlOf(request)
  // `..` segments (also as %2e%2e) are resolved by the client: such a request never reaches /api.
  fc.pre(new URL(url).pathname.startsWith('/api/'))
  const init: RequestInit = {
    method: request.method,
    headers: {
      ...headers,
      'x-forwarded-for': request.address,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    body: request.method === 'GET' ? undefined : request.body,
    redirect: 'manual',
  }
  if (!request.contentType) delete (init.headers as Record<string, string>)['content-type']
  const response = await fetch(url, init)
  const text = await response.text()
  const label = `${request.method} ${url.slice(cmsUrl.length, cmsUrl.length + 200)}`
  expectSafeAnswer(label, response.status, text)
  recordEntitlement(request, response, text)
  return response
}

describe('the fuzzed routes', () => {
  it('are every route handler under cms/src/app/api', async () => {
    const entries = await readdir(API_ROUTES_DIR, { recursive: true })
    const templates = entries
      .filter((entry) => entry === 'route.ts' || entry.endsWith('/route.ts'))
      .map((file) => `/api/${file}`.replace(/\/?route\.ts$/, '').replace(/\[[^\]]+\]/g, '{}'))
    const fuzzed = ROUTES.map((route) => route.template).filter(
      (template) => !CATCH_ALL_PROBES.includes(template),
    )
    expect(templates.length).toBeGreaterThan(20)
    expect(fuzzed.toSorted()).toEqual(templates.toSorted())
  })
})

describe('fuzzing every /api call', () => {
  it('answers anonymous hostile requests safely', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(segment(knownSegments())), async (request) => {
        await send(request, {})
      }),
      fuzzParameters(0, 250),
    )
  })

  it('answers an editor’s hostile requests safely', async () => {
    await fc.assert(
      fc.asyncProperty(
        fuzzRequest(segment([...knownSegments(), seoArticleId])).filter(
          // An editor may really act on the documents the fuzzer knows: writes get only the
          // article set aside for SEO titles, and never send the digest.
          (request) =>
            !(
              request.route.effects?.includes(request.method) &&
              (request.segments.some((value) => knownSegments().includes(value)) ||
                request.route.template.includes('/digest/'))
            ),
        ),
        async (request) => {
          fc.pre(!wouldGenerate(request))
          await send(request, editor)
        },
      ),
      fuzzParameters(1, 200),
    )
  })

  it('leaves every row it had no right to change as it was', async () => {
    const after = await snapshotRows(db)
    const entitled = new Set<unknown>([seoArticleId, ...subscribed])
    expect(withoutRows(after, entitled)).toEqual(withoutRows(before, entitled))
    expect(after.claps - before.claps).toBe(counted.claps)
    expect(after.views - before.views).toBe(counted.views)
    const { rows } = await db.query<{ seo_title: string | null }>(
      'SELECT seo_title FROM articles WHERE id = $1',
      [seoArticleId],
    )
    expect(rows[0]?.seo_title ?? null).toBe(decidedSeoTitle)
  })

  it('lets no prototype-pollution key reach the server’s objects', async () => {
    const response = await fetch(`${cmsUrl}/api/articles?limit=1`)
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain('polluted')
  })
})
