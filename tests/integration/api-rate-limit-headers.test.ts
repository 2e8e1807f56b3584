import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { NEWSLETTER_EMAIL_INVALID, NEWSLETTER_SUBSCRIBED } from '@blockwise/shared'

import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { addressOfLength } from '../support/emailAddresses'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { docsOf, graphql } from '../support/graphql'
import { INTEGRATION_KEY_BUDGET } from '../support/integrationKeyBudget'
import { createIntegration, type TestIntegration } from '../support/integrationKeys'
import { expectBackoff, untilRefused } from '../support/passwordAttempts'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * The RateLimit and RateLimit-Policy fields (docs/api.md#rate-limits) on keys' calls and the
 * per-client budgets, never where a shared cache keeps an answer; the subscribers:read scope; the
 * longest email address a subscription takes.
 */
const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })
let admin: Record<string, string>
let editor: Record<string, string>
let slug = ''

beforeAll(async () => {
  await db.connect()
  const payload = await testPayload()
  await ensureStaff(payload)
  admin = await authHeaders(cmsUrl, TEST_ADMIN)
  editor = await authHeaders(cmsUrl, TEST_EDITOR)
  const author = await createAuthor(payload)
  slug = (await createArticle(payload, author.id, { published: true })).slug
})
afterAll(() => db.end())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${cmsUrl}${path}`, { headers })

const post = (path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${cmsUrl}${path}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const policyOf = (response: Response) => response.headers.get('ratelimit-policy')
const stateOf = (response: Response) => response.headers.get('ratelimit')

/** `r` and `t` of the item `name` in a RateLimit field. */
function itemOf(response: Response, name: string): { r: number; t: number } {
  const match = new RegExp(`"${name}";r=(\\d+);t=(\\d+)`).exec(stateOf(response) ?? '')
  if (!match) throw new Error(`no "${name}" item in RateLimit: ${stateOf(response)}`)
  return { r: Number(match[1]), t: Number(match[2]) }
}

const KEY_POLICY = `"integration-key";q=${INTEGRATION_KEY_BUDGET};w=60`

describe('an integration key’s budget', () => {
  let key: TestIntegration

  beforeAll(async () => {
    key = await createIntegration(cmsUrl, admin, 'read')
  })

  it('is on every answer, what is left falling with each call, on /api and /cms-api', async () => {
    const answers = [
      await get('/api/articles?limit=1', key.headers),
      await get('/api/articles?limit=1', key.headers),
      await get('/cms-api/tags?limit=1', key.headers),
      await get('/api/articles?limit=1&fields=nope', key.headers),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 400])
    for (const answer of answers) expect(policyOf(answer)).toBe(KEY_POLICY)
    const items = answers.map((answer) => itemOf(answer, 'integration-key'))
    expect(items.map(({ r }) => r)).toEqual(
      [1, 2, 3, 4].map((spent) => INTEGRATION_KEY_BUDGET - spent),
    )
    for (const { t } of items) expect(t).toBeGreaterThanOrEqual(1)
    for (const { t } of items) expect(t).toBeLessThanOrEqual(60)
  })

  it('makes an answer that is the same for everyone private to the key', async () => {
    // An article's reading is one answer for every caller, which shared caches keep.
    const anonymous = await get(`/api/articles/${slug}/reading`)
    expect(anonymous.status).toBe(200)
    expect(anonymous.headers.get('cache-control')).toMatch(/public/)
    expect(policyOf(anonymous)).toBeNull()
    expect(stateOf(anonymous)).toBeNull()
    const keyed = await get(`/api/articles/${slug}/reading`, key.headers)
    expect(keyed.status).toBe(200)
    expect(keyed.headers.get('cache-control')).toBe('private, no-store')
    expect(keyed.headers.get('surrogate-control')).toBeNull()
    expect(keyed.headers.get('cdn-cache-control')).toBeNull()
    expect(itemOf(keyed, 'integration-key').r).toBeLessThan(INTEGRATION_KEY_BUDGET)
  })

  it('and the budget of the call itself: both items on a key’s search', async () => {
    const answer = await get('/api/search?q=bitcoin', { ...key.headers, ...readerHeaders() })
    expect(answer.status).toBe(200)
    expect(policyOf(answer)).toBe(`"search";q=60;w=60, ${KEY_POLICY}`)
    expect(itemOf(answer, 'search').r).toBe(59)
  })

  it('answers 429 with Retry-After once spent, with r=0 and t as Retry-After', async () => {
    const spent = await createIntegration(cmsUrl, admin, 'read')
    for (let call = 0; call < INTEGRATION_KEY_BUDGET; call++)
      expect((await get('/api/tags', spent.headers)).status).toBe(200)
    for (const path of ['/api/tags', '/cms-api/tags']) {
      const refused = await get(path, spent.headers)
      expect(refused.status, path).toBe(429)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(policyOf(refused)).toBe(KEY_POLICY)
      expect(itemOf(refused, 'integration-key')).toEqual({ r: 0, t: retryAfter })
    }
  })
})

describe('a reader’s budgets', () => {
  it('a clap says what is left of the reader’s claps on the article', async () => {
    const reader = readerHeaders(JSON_HEADERS)
    const first = await post(`/api/articles/${slug}/clap`, reader)
    const second = await post(`/api/articles/${slug}/clap`, reader)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(policyOf(first)).toBe('"clap";q=50;w=600')
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(itemOf(first, 'clap').r).toBe(49)
    expect(itemOf(second, 'clap').r).toBe(48)
    expect(itemOf(second, 'clap').t).toBeLessThanOrEqual(600)
  })

  it('a 429 carries Retry-After and the spent item', async () => {
    const reader = readerHeaders(JSON_HEADERS)
    for (let view = 0; view < 10; view++)
      expect((await post(`/api/articles/${slug}/view`, reader)).status).toBe(200)
    const refused = await post(`/api/articles/${slug}/view`, reader)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(policyOf(refused)).toBe('"view";q=10;w=600')
    expect(itemOf(refused, 'view')).toEqual({ r: 0, t: retryAfter })
    expect(refused.headers.get('cache-control')).toBe('private, no-store')
  })

  it('an answer shared caches keep carries the policy, never a reader’s own numbers', async () => {
    const text = `shared ${uniqueSuffix()}`
    const answers = [
      await get(`/api/search?q=${encodeURIComponent(text)}`, readerHeaders()),
      // The CMS's shared lists answer the second reader from the first one's search.
      await get(`/api/search?q=${encodeURIComponent(text)}`, readerHeaders()),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toMatch(/public/)
      expect(policyOf(answer)).toBe('"search";q=60;w=60')
      expect(stateOf(answer)).toBeNull()
    }
  })

  it('a login attempt says what is left of the free attempts', async () => {
    const stranger = readerHeaders(JSON_HEADERS)
    const account = `nobody-${uniqueSuffix()}@test.blockwise`
    const attempt = () =>
      post('/cms-api/users/login', stranger, { email: account, password: 'wrong-password' })
    const answers: Response[] = []
    const attempts = await untilRefused(async () => {
      const answer = await attempt()
      answers.push(answer)
      return { refused: answer.status === 429, answer: String(answer.status) }
    })
    // Five free attempts, a sixth that starts a one-second wait, and one made within a wait.
    expectBackoff(attempts)
    const [first] = answers
    expect(first!.status).toBe(401)
    expect(policyOf(first!)).toBe('"login-account";q=5;w=86400, "login-client";q=50;w=86400')
    expect(itemOf(first!, 'login-account').r).toBe(4)
    expect(itemOf(first!, 'login-client').r).toBe(49)
    const waiting = answers.at(-1)!
    const retryAfter = Number(waiting.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(itemOf(waiting, 'login-account').r).toBe(0)
  })
})

describe('the subscribers:read scope', () => {
  let subscribers: TestIntegration
  let editorial: TestIntegration
  let reading: TestIntegration
  const address = `scope-${uniqueSuffix()}@example.com`

  beforeAll(async () => {
    subscribers = await createIntegration(cmsUrl, admin, 'subscribers:read')
    editorial = await createIntegration(cmsUrl, admin, 'editorial')
    reading = await createIntegration(cmsUrl, admin, 'read')
    const subscribed = await post('/api/newsletter/subscribe', readerHeaders(JSON_HEADERS), {
      name: 'Scope',
      email: address,
    })
    expect(subscribed.status).toBe(200)
  })

  const newslettersQuery = `{ Newsletters(where: { email: { equals: "${address}" } }) { docs { email } } }`

  it('reads the subscribers everywhere they are exposed', async () => {
    const counts = await get('/api/newsletter/subscribers/counts', subscribers.headers)
    expect(counts.status).toBe(200)
    expect(((await counts.json()) as { pending: number }).pending).toBeGreaterThan(0)
    const csv = await get('/api/newsletter/subscribers.csv', subscribers.headers)
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain(`"${address}"`)
    const rest = await get(
      `/cms-api/newsletters?where[email][equals]=${address}`,
      subscribers.headers,
    )
    expect(rest.status).toBe(200)
    expect(((await rest.json()) as { docs: unknown[] }).docs).toHaveLength(1)
    const answer = await graphql(cmsUrl, newslettersQuery, subscribers.headers)
    expect(docsOf(answer, 'Newsletters')).toEqual([{ email: address }])
  })

  it('and nothing else editorial, nor any write of subscribers', async () => {
    for (const path of [
      '/api/newsletter/issues',
      '/api/newsletter/digest/preview',
      '/api/incomplete-articles',
    ])
      expect((await get(path, subscribers.headers)).status, path).toBe(403)
    const created = await post('/cms-api/newsletters', subscribers.headers, {
      name: 'Planted',
      email: `planted-${uniqueSuffix()}@example.com`,
    })
    expect(created.status).toBe(403)
    const tag = await post('/cms-api/tags', subscribers.headers, { name: `Tag ${uniqueSuffix()}` })
    expect(tag.status).toBe(403)
  })

  it('is what editorial keys no longer have: 403 on every path to an address', async () => {
    for (const key of [editorial, reading]) {
      for (const path of [
        '/api/newsletter/subscribers/counts',
        '/api/newsletter/subscribers.csv',
      ]) {
        const refused = await get(path, key.headers)
        expect(refused.status, path).toBe(403)
        expect(await refused.json()).toEqual({
          error: 'Editors, admins and keys with the subscribers:read scope only',
        })
      }
      const rest = await get(`/cms-api/newsletters?where[email][equals]=${address}`, key.headers)
      expect(rest.status).toBe(403)
      expect(docsOf(await graphql(cmsUrl, newslettersQuery, key.headers), 'Newsletters')).toEqual(
        [],
      )
      const created = await post('/cms-api/newsletters', key.headers, {
        name: 'Planted',
        email: address,
      })
      expect(created.status).toBe(403)
    }
    // The rest of the editorial scope is unchanged.
    expect((await get('/api/newsletter/issues', editorial.headers)).status).toBe(200)
  })

  it('keeps integrations out of GraphQL, where `subscribers:read` is no enum name', async () => {
    const answer = await graphql(cmsUrl, '{ Integrations { docs { id scope } } }', admin)
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "Integrations"/)
    expect((await get('/cms-api/graphql/schema.graphql')).status).toBe(200)
  })

  it('leaves editors and admins their subscribers', async () => {
    const csv = await get('/api/newsletter/subscribers.csv', editor)
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain(`"${address}"`)
  })
})

describe('the longest email address', () => {
  const subscribe = (email: string) =>
    post('/api/newsletter/subscribe', readerHeaders(JSON_HEADERS), { name: 'Long', email })

  it('takes 254 characters (RFC 5321) and stores them', async () => {
    const email = addressOfLength(254, `long-${uniqueSuffix()}-`)
    expect(email).toHaveLength(254)
    const answer = await subscribe(email)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED })
    const { rows } = await db.query('SELECT 1 FROM newsletters WHERE email = $1', [email])
    expect(rows).toHaveLength(1)
  })

  it('refuses 255 with the spec’s message', async () => {
    const email = addressOfLength(255, `long-${uniqueSuffix()}-`)
    const answer = await subscribe(email)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ error: NEWSLETTER_EMAIL_INVALID })
    const { rows } = await db.query('SELECT 1 FROM newsletters WHERE email = $1', [email])
    expect(rows).toHaveLength(0)
  })
})
