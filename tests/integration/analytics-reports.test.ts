import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import {
  analyticsOverviewSchema,
  articleAnalyticsSchema,
  newsletterAnalyticsSchema,
  type AnalyticsOverview,
} from '@blockwise/shared/schemas/analytics'

import { rollUpAnalytics } from '../../cms/src/analytics/rollup/rollUpAnalytics'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { createIntegration } from '../support/integrationKeys'
import { testPayload } from '../support/payload'
import {
  TEST_ADMIN,
  TEST_CONTRIBUTOR,
  TEST_EDITOR,
  authHeaders,
  ensureStaff,
} from '../support/staff'

/**
 * The analytics reports (docs/analytics.md): raw events of three UTC days written straight into
 * analytics_events, rolled up by the rollup job's function, then read through the three report
 * calls by each kind of caller. Every number below is counted by hand from EVENTS.
 */
const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })

const DAY_MS = 86_400_000
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS)
/** Two days ago at 10:00 and yesterday at 10:00 (UTC). */
const twoDaysAgo = new Date(today.getTime() - 2 * DAY_MS + 10 * 3_600_000)
const yesterday = new Date(today.getTime() - DAY_MS + 10 * 3_600_000)
/** Today, within the last 20 minutes: in 'now', 'today' and the longer ranges. */
const justNow = new Date(Math.max(today.getTime(), Date.now() - 20 * 60_000))

type CallerHeaders = Record<string, string>
const callers: Record<'editor' | 'contributor' | 'analyticsKey' | 'readKey', CallerHeaders> = {
  editor: {},
  contributor: {},
  analyticsKey: {},
  readKey: {},
}
let articleId = ''
let articleSlug = ''
let articlePath = ''
let issueId = ''

interface Event {
  at: Date
  kind:
    | 'pageview'
    | 'read'
    | 'scroll'
    | 'search'
    | 'newsletter_click'
    | 'newsletter_open'
    | 'newsletter_unsubscribe'
  path?: string
  article?: boolean
  referrer?: string
  campaign?: string
  device?: 'mobile' | 'tablet' | 'desktop'
  country?: string
  /** Null: a reader who sent Sec-GPC or DNT (no visitor id, no country). */
  visitor: number | null
  depth?: number
  query?: string
  results?: number
  issue?: boolean
  link?: string
}

/** What readers did: v1…v4 are four visitors; null ones asked not to be tracked. */
function events(): Event[] {
  const onArticle = { path: articlePath, article: true }
  const fromGoogle = (at: Date, reader: Pick<Event, 'device' | 'country' | 'visitor'>): Event => ({
    at,
    kind: 'pageview',
    ...onArticle,
    referrer: 'google.com',
    ...reader,
  })
  const visitor1 = { device: 'mobile', country: 'DE', visitor: 1 } as const
  const visitor4 = { device: 'tablet', country: 'FR', visitor: 4 } as const
  return [
    // Two days ago: two article views (one from Google, one from the newsletter campaign), the
    // home page from Hacker News and once without tracking; a read, two scroll depths, searches.
    fromGoogle(twoDaysAgo, visitor1),
    {
      at: twoDaysAgo,
      kind: 'pageview',
      ...onArticle,
      campaign: 'launch',
      device: 'desktop',
      country: 'DE',
      visitor: 2,
    },
    { at: twoDaysAgo, kind: 'read', ...onArticle, visitor: 1 },
    { at: twoDaysAgo, kind: 'scroll', ...onArticle, depth: 4, visitor: 1 },
    { at: twoDaysAgo, kind: 'scroll', ...onArticle, depth: 2, visitor: 2 },
    {
      at: twoDaysAgo,
      kind: 'pageview',
      path: '/',
      referrer: 'news.ycombinator.com',
      device: 'desktop',
      country: 'US',
      visitor: 3,
    },
    { at: twoDaysAgo, kind: 'pageview', path: '/', device: 'desktop', visitor: null },
    { at: twoDaysAgo, kind: 'search', path: '/search', query: 'zk rollup', results: 0, visitor: 3 },
    { at: twoDaysAgo, kind: 'search', path: '/search', query: 'bitcoin', results: 12, visitor: 1 },
    { at: twoDaysAgo, kind: 'search', path: '/search', query: 'bitcoin', results: 8, visitor: 2 },
    // Yesterday: the article from Google, and once without tracking, read by that reader.
    fromGoogle(yesterday, visitor1),
    { at: yesterday, kind: 'pageview', ...onArticle, device: 'mobile', visitor: null },
    { at: yesterday, kind: 'read', ...onArticle, visitor: null },
    // Just now: one reader on a tablet, the home page from X, then the article from Google.
    { at: justNow, kind: 'pageview', path: '/', referrer: 'x.com', ...visitor4 },
    fromGoogle(justNow, visitor4),
    { at: justNow, kind: 'read', ...onArticle, visitor: 4 },
    { at: justNow, kind: 'search', path: '/search', query: 'zk rollup', results: 0, visitor: 4 },
    // The newsletter issue: three clicks on two links, an open and an unsubscribe.
    {
      at: yesterday,
      kind: 'newsletter_click',
      issue: true,
      link: 'https://example.org/a',
      visitor: 5,
    },
    {
      at: yesterday,
      kind: 'newsletter_click',
      issue: true,
      link: 'https://example.org/a',
      visitor: 6,
    },
    {
      at: justNow,
      kind: 'newsletter_click',
      issue: true,
      link: 'https://example.org/b',
      visitor: 5,
    },
    { at: yesterday, kind: 'newsletter_open', issue: true, visitor: 5 },
    { at: yesterday, kind: 'newsletter_unsubscribe', issue: true, visitor: null },
  ]
}

async function insertEvent(event: Event) {
  await db.query(
    `INSERT INTO analytics_events (occurred_at, kind, path, article_id, referrer_host, utm_campaign,
       device, country, visitor, depth, search_query, search_results, newsletter_issue_id, link)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      event.at,
      event.kind,
      event.path ?? '',
      event.article ? articleId : null,
      event.referrer ?? null,
      event.campaign ?? null,
      event.device ?? null,
      event.country ?? null,
      event.visitor,
      event.depth ?? null,
      event.query ?? null,
      event.results ?? null,
      event.issue ? issueId : null,
      event.link ?? null,
    ],
  )
}

/** A sent issue with open tracking: three mails delivered and one refused. */
async function sentIssue(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO newsletter_issues (subject, week, status, recipients, sent, sent_at, html, text, open_tracking)
     VALUES ($1, $2, 'sent', 4, 3, now(), '', '', true) RETURNING id`,
    [`Analytics issue ${uniqueSuffix()}`, `analytics-${uniqueSuffix()}`],
  )
  const id = rows[0]?.id ?? ''
  for (const [subscriber, state] of [
    ['s1', 'sent'],
    ['s2', 'sent'],
    ['s3', 'sent'],
    ['s4', 'failed'],
  ])
    await db.query(
      'INSERT INTO newsletter_deliveries (issue_id, subscriber, state, sent_at) VALUES ($1, $2, $3, now())',
      [id, `${subscriber}-${uniqueSuffix()}`, state],
    )
  return id
}

beforeAll(async () => {
  await db.connect()
  const payload = await testPayload()
  await ensureStaff(payload)
  const admin = await authHeaders(cmsUrl, TEST_ADMIN)
  callers.editor = await authHeaders(cmsUrl, TEST_EDITOR)
  callers.contributor = await authHeaders(cmsUrl, TEST_CONTRIBUTOR)
  callers.analyticsKey = (await createIntegration(cmsUrl, admin, 'analytics')).headers
  callers.readKey = (await createIntegration(cmsUrl, admin, 'read')).headers

  const article = await createArticle(payload, (await createAuthor(payload)).id, {
    published: true,
  })
  articleId = article.id
  articleSlug = article.slug
  articlePath = `/articles/${articleSlug}`
  issueId = await sentIssue()

  // Only this file's events count: the reports are of the whole site.
  await db.query('TRUNCATE analytics_events, analytics_daily, analytics_hourly')
  for (const event of events()) await insertEvent(event)
  await db.query(
    'INSERT INTO article_daily_counts (article_id, day, claps) VALUES ($1, $2::date, 4)',
    [articleId, yesterday.toISOString().slice(0, 10)],
  )
  // As if the last rollup ran three days ago: this one rebuilds every day since.
  await db.query('UPDATE analytics_rollup_state SET rolled_until = $1', [
    new Date(today.getTime() - 3 * DAY_MS),
  ])
  await rollUpAnalytics(payload.db.pool, new Date())
})
afterAll(() => db.end())

const get = (path: string, headers: CallerHeaders = {}) =>
  fetch(`${cmsUrl}${path}`, { headers: { 'cache-control': 'no-cache', ...headers } })

async function report<T>(path: string, parse: (body: unknown) => T): Promise<T> {
  const response = await get(path, callers.editor)
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return parse(body)
}

const overview = (range: string) =>
  report(`/api/analytics/overview?range=${range}`, (body) => analyticsOverviewSchema.parse(body))

/** A row of a ranked list. */
const row = (value: string, pageviews: number, visitors: number) => ({ value, pageviews, visitors })

const nonZero = (series: AnalyticsOverview['series']) =>
  series.filter((point) => point.pageviews > 0 || point.visitors > 0)

describe('the rollup', () => {
  it('moved rolled_until to the time it ran', async () => {
    const { rows } = await db.query<{ rolled_until: Date }>(
      'SELECT rolled_until FROM analytics_rollup_state',
    )
    expect(rows[0]?.rolled_until.getTime()).toBeGreaterThan(Date.now() - 5 * 60_000)
  })

  it('is the same when run again: each day is rebuilt, not added to', async () => {
    const before = await overview('7d')
    await rollUpAnalytics((await testPayload()).db.pool, new Date())
    expect(await overview('7d')).toEqual({ ...before, to: expect.any(String) as string })
  })
})

describe('GET /api/analytics/overview', () => {
  it('7d: the totals, the chart by the day and every list, counted by hand', async () => {
    const seven = await overview('7d')
    expect(seven).toMatchObject({
      range: '7d',
      from: new Date(today.getTime() - 6 * DAY_MS).toISOString(),
      // 4 + 2 + 2 page views; visitors 3 + 1 + 1 (each day's distinct, null ones not counted).
      pageviews: 8,
      visitors: 5,
      reads: 3,
      // 3 reads of 5 article views.
      readRate: 0.6,
    })
    expect(seven.series).toHaveLength(7)
    expect(nonZero(seven.series)).toEqual([
      { at: new Date(today.getTime() - 2 * DAY_MS).toISOString(), pageviews: 4, visitors: 3 },
      { at: new Date(today.getTime() - DAY_MS).toISOString(), pageviews: 2, visitors: 1 },
      { at: today.toISOString(), pageviews: 2, visitors: 1 },
    ])
    expect(seven.topArticles).toEqual([
      {
        value: articleId,
        articleId,
        title: expect.any(String) as string,
        slug: articleSlug,
        pageviews: 5,
        visitors: 4,
      },
    ])
    expect(seven.topPages).toEqual([row(articlePath, 5, 4), row('/', 3, 2)])
    expect(seven.sources).toEqual([
      row('', 3, 1),
      row('google.com', 3, 3),
      row('news.ycombinator.com', 1, 1),
      row('x.com', 1, 1),
    ])
    expect(seven.campaigns).toEqual([row('launch', 1, 1)])
    expect(seven.devices).toEqual([row('desktop', 3, 2), row('mobile', 3, 2), row('tablet', 2, 1)])
    expect(seven.countries).toEqual([
      row('DE', 3, 3),
      row('', 2, 0),
      row('FR', 2, 1),
      row('US', 1, 1),
    ])
    expect(seven.searchesWithoutResults).toEqual([{ query: 'zk rollup', searches: 2 }])
    expect(seven.topSearches).toEqual([
      { query: 'bitcoin', searches: 2, results: 10 },
      { query: 'zk rollup', searches: 2, results: 0 },
    ])
  })

  it('today: only today’s events, the chart by the hour', async () => {
    const day = await overview('today')
    expect(day).toMatchObject({ pageviews: 2, visitors: 1, reads: 1, readRate: 1 })
    const hour = new Date(Math.floor(justNow.getTime() / 3_600_000) * 3_600_000).toISOString()
    expect(nonZero(day.series)).toEqual([{ at: hour, pageviews: 2, visitors: 1 }])
    expect(day.sources).toEqual([row('google.com', 1, 1), row('x.com', 1, 1)])
    expect(day.searchesWithoutResults).toEqual([{ query: 'zk rollup', searches: 1 }])
  })

  it('now: the last 30 minutes from the raw events, a point a minute', async () => {
    const live = await overview('now')
    expect(live).toMatchObject({ pageviews: 2, visitors: 1, reads: 1, readRate: 1 })
    expect(live.series).toHaveLength(30)
    const minute = new Date(Math.floor(justNow.getTime() / 60_000) * 60_000).toISOString()
    expect(nonZero(live.series)).toEqual([{ at: minute, pageviews: 2, visitors: 1 }])
    expect(live.devices).toEqual([row('tablet', 2, 1)])
    expect(live.topArticles.map((row) => [row.articleId, row.pageviews])).toEqual([[articleId, 1]])
  })
})

describe('GET /api/analytics/articles/{id}', () => {
  const article = (range: string) =>
    report(`/api/analytics/articles/${articleId}?range=${range}`, (body) =>
      articleAnalyticsSchema.parse(body),
    )

  it('7d: totals, claps, the chart with reads, sources and scroll depth', async () => {
    const seven = await article('7d')
    expect(seven).toMatchObject({
      articleId,
      range: '7d',
      pageviews: 5,
      visitors: 4,
      reads: 3,
      readRate: 0.6,
      claps: 4,
    })
    expect(seven.series.filter((point) => point.pageviews > 0)).toEqual([
      {
        at: new Date(today.getTime() - 2 * DAY_MS).toISOString(),
        pageviews: 2,
        visitors: 2,
        reads: 1,
      },
      { at: new Date(today.getTime() - DAY_MS).toISOString(), pageviews: 2, visitors: 1, reads: 1 },
      { at: today.toISOString(), pageviews: 1, visitors: 1, reads: 1 },
    ])
    expect(seven.sources).toEqual([row('google.com', 3, 3), row('', 2, 1)])
    expect(seven.scrollDepth).toEqual([
      { quarter: 1, readers: 2 },
      { quarter: 2, readers: 2 },
      { quarter: 3, readers: 1 },
      { quarter: 4, readers: 1 },
    ])
  })

  it('today: today’s view and read, no claps, nobody scrolled', async () => {
    expect(await article('today')).toMatchObject({
      pageviews: 1,
      visitors: 1,
      reads: 1,
      claps: 0,
      scrollDepth: [1, 2, 3, 4].map((quarter) => ({ quarter, readers: 0 })),
    })
  })

  it('404 for an article that does not exist, or an id that is no id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await get(`/api/analytics/articles/${id}`, callers.editor)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Article not found' })
    }
  })
})

describe('GET /api/analytics/newsletter', () => {
  it('the issue’s deliveries, bounces, clicks per link, opens and unsubscribes', async () => {
    const { issues } = await report('/api/analytics/newsletter', (body) =>
      newsletterAnalyticsSchema.parse(body),
    )
    expect(issues.find((issue) => issue.issueId === issueId)).toMatchObject({
      deliveries: 3,
      bounces: 1,
      clicks: 3,
      opens: 1,
      unsubscribes: 1,
      links: [
        { url: 'https://example.org/a', clicks: 2 },
        { url: 'https://example.org/b', clicks: 1 },
      ],
    })
  })
})

describe('who may read the reports', () => {
  const paths = () => [
    '/api/analytics/overview?range=7d',
    `/api/analytics/articles/${articleId}?range=7d`,
    '/api/analytics/newsletter',
  ]

  it('editors and analytics keys get the same report', async () => {
    for (const path of paths()) {
      const asEditor = await get(path, callers.editor)
      const asKey = await get(path, callers.analyticsKey)
      expect([asEditor.status, asKey.status]).toEqual([200, 200])
      const [editorBody, keyBody] = (await Promise.all([asEditor.json(), asKey.json()])) as Array<{
        to?: string
      }>
      expect({ ...keyBody, to: editorBody?.to }).toEqual(editorBody)
    }
  })

  it('401 anonymous; 403 for a read key and a contributor', async () => {
    for (const path of paths()) {
      const anonymous = await get(path)
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toEqual({ error: 'Authentication required' })
      for (const caller of [callers.readKey, callers.contributor]) {
        const refused = await get(path, caller)
        expect(refused.status).toBe(403)
        expect(await refused.json()).toEqual({
          error: 'Editors, admins and keys with the analytics scope only',
        })
      }
    }
  })

  it('a range that is none of the four, or another parameter: 400 saying what is allowed', async () => {
    for (const path of [
      '/api/analytics/overview?range=bogus',
      `/api/analytics/articles/${articleId}?range=bogus`,
    ]) {
      const response = await get(path, callers.editor)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Invalid query parameter range: must be one of now, today, 7d, 30d',
      })
    }
    const unknown = await get('/api/analytics/newsletter?range=7d', callers.editor)
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: 'Unknown query parameter: range' })
  })

  it('GET only: 405 with Allow for a write', async () => {
    const response = await fetch(`${cmsUrl}/api/analytics/overview`, {
      method: 'POST',
      headers: callers.editor,
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })
})
