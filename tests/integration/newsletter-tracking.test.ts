import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'

import { isoWeek } from '@/newsletter/digest/isoWeek'
import { proposeIssue } from '@/newsletter/digest/proposeIssue'
import { clickSignature, openSignature } from '@/newsletter/tracking/signature'

import { readerHeaders } from '../support/clients'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { activeSubscriber, newAddress } from '../support/newsletterReaders'
import { newsletterStack } from '../support/newsletterStack'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

/**
 * The newsletter's own analytics: the signed click redirect, the open pixel (only for an issue
 * sent with the site setting on) and unsubscribes counted against the issue they came from.
 * Events reach analytics_events in batches a moment after the answer: counts are polled, and an
 * absence is checked once a batch would have been written.
 */
const stack = newsletterStack()
const { cmsUrl, siteUrl, db, mailsTo } = stack

/** A reader's browser: the bot list (and an empty user agent) counts nowhere. */
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
const LINK = 'https://example.org/report?utm_source=newsletter'
/** Longer than the event writer's batch interval. */
const BATCH_SETTLED_MS = 1000

let articleUrl = ''

beforeAll(async () => {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  const article = await createArticle(payload, author.id, {
    title: `Tracked lesson ${uniqueSuffix()}`,
    articleType: 'learn',
    published: true,
  })
  articleUrl = `${siteUrl}/articles/${article.slug}`
})

/** This week's issue (the newsletter stack starts every test without one). */
async function thisWeeksIssue(): Promise<string> {
  const issue = await proposeIssue(await testPayload(), isoWeek(new Date()))
  if (!issue) throw new Error('Nothing was published this week: there is no issue')
  return issue.id
}

async function eventsOf(kind: string, issueId: string) {
  const { rows } = await db.query<{ link: string | null; visitor: string | null }>(
    'SELECT link, visitor::text FROM analytics_events WHERE kind = $1 AND newsletter_issue_id = $2',
    [kind, issueId],
  )
  return rows
}

const settled = () => new Promise((resolve) => setTimeout(resolve, BATCH_SETTLED_MS))

function click(query: Record<string, string>) {
  return fetch(`${cmsUrl}/api/newsletter/click?${new URLSearchParams(query)}`, {
    headers: readerHeaders({ 'user-agent': BROWSER }),
    redirect: 'manual',
  })
}

const openPixel = (issueId: string, signature = openSignature(issueId)) =>
  fetch(`${cmsUrl}/api/newsletter/open?${new URLSearchParams({ i: issueId, s: signature })}`, {
    headers: readerHeaders({ 'user-agent': BROWSER }),
  })

describe('the click redirect', () => {
  it('refuses a forged signature with 400, redirects nowhere and counts nothing', async () => {
    const issueId = await thisWeeksIssue()
    const response = await click({ i: issueId, u: LINK, s: 'AAAAAAAAAAAAAAAAAAAAAA' })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.json()).toEqual({ error: expect.any(String) as string })
    await settled()
    expect(await eventsOf('newsletter_click', issueId)).toEqual([])
  })

  it('sends a signed link on with 302 and counts the click for its issue', async () => {
    const issueId = await thisWeeksIssue()
    const response = await click({ i: issueId, u: LINK, s: clickSignature(issueId, LINK) })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(LINK)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    await expect.poll(() => eventsOf('newsletter_click', issueId)).toHaveLength(1)
    const [event] = await eventsOf('newsletter_click', issueId)
    expect(event?.link).toBe(LINK)
    expect(event?.visitor).toMatch(/^-?\d+$/)
  })

  it('refuses a javascript: URL with 400 even when it is signed', async () => {
    const issueId = await thisWeeksIssue()
    const script = 'javascript:alert(document.cookie)'
    const response = await click({ i: issueId, u: script, s: clickSignature(issueId, script) })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    await settled()
    expect(await eventsOf('newsletter_click', issueId)).toEqual([])
  })
})

describe('the open pixel', () => {
  it('answers the GIF either way but counts an open only when the issue tracked opens', async () => {
    const issueId = await thisWeeksIssue()
    const untracked = await openPixel(issueId)
    expect(untracked.status).toBe(200)
    expect(untracked.headers.get('content-type')).toBe('image/gif')
    expect(untracked.headers.get('cache-control')).toBe('no-store')
    expect((await untracked.arrayBuffer()).byteLength).toBe(43)
    await settled()
    expect(await eventsOf('newsletter_open', issueId)).toEqual([])

    await db.query('UPDATE newsletter_issues SET open_tracking = true WHERE id = $1', [issueId])
    expect((await openPixel(issueId)).status).toBe(200)
    await expect.poll(() => eventsOf('newsletter_open', issueId)).toHaveLength(1)

    expect((await openPixel(issueId, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(400)
    await settled()
    expect(await eventsOf('newsletter_open', issueId)).toHaveLength(1)
  })
})

describe('a sent issue', () => {
  let editor: Record<string, string>

  beforeAll(async () => {
    editor = await editorHeaders(stack.runner.url)
  })

  /** Sends this week's issue, approved, with the open setting as given; its id. */
  async function sendIssue(openTracking: boolean): Promise<string> {
    const payload = await testPayload()
    const issueId = await thisWeeksIssue()
    await payload.update({
      collection: 'newsletter-issues',
      id: issueId,
      data: { status: 'approved' },
    })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { newsletterOpenTracking: openTracking },
    })
    try {
      const response = await fetch(`${stack.runner.url}/api/newsletter/digest/send`, {
        method: 'POST',
        headers: editor,
      })
      expect(response.status).toBe(202)
      await expect
        .poll(
          async () =>
            (
              await db.query<{ status: string }>(
                'SELECT status FROM newsletter_issues WHERE id = $1',
                [issueId],
              )
            ).rows[0]?.status,
          { timeout: 60_000, interval: 250 },
        )
        .toBe('sent')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { newsletterOpenTracking: settings.newsletterOpenTracking },
      })
    }
    return issueId
  }

  it('links through the click redirect, carries the pixel, and counts an unsubscribe', async () => {
    const email = newAddress('tracked')
    await activeSubscriber(email, 'Ada')
    const issueId = await sendIssue(true)
    const { rows } = await db.query<{ open_tracking: boolean }>(
      'SELECT open_tracking FROM newsletter_issues WHERE id = $1',
      [issueId],
    )
    expect(rows[0]?.open_tracking).toBe(true)

    const [mail] = await mailsTo(email)
    const document = new JSDOM(mail?.html ?? '').window.document
    const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!)
    const tracked = hrefs.find((href) => new URL(href).searchParams.get('u') === articleUrl)
    expect(tracked?.startsWith(`${siteUrl}/api/newsletter/click?`)).toBe(true)
    // The unsubscribe link is the site's page itself, naming the issue.
    expect(hrefs).toContainEqual(
      expect.stringMatching(
        `^${siteUrl}/newsletter/unsubscribe\\?token=[\\w.-]+&issue=${issueId}$`,
      ),
    )
    const pixel = document.querySelector(`img[src^="${siteUrl}/api/newsletter/open?"]`)
    expect(pixel?.getAttribute('width')).toBe('1')

    // Followed from the mail (the site forwards /api to the CMS).
    const followed = await fetch(
      `${cmsUrl}${new URL(tracked!).pathname}${new URL(tracked!).search}`,
      {
        headers: readerHeaders({ 'user-agent': BROWSER }),
        redirect: 'manual',
      },
    )
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe(articleUrl)
    await expect.poll(() => eventsOf('newsletter_click', issueId)).toHaveLength(1)

    const oneClick = new URL(mail?.headers['list-unsubscribe']?.slice(1, -1) ?? '')
    expect(oneClick.searchParams.get('issue')).toBe(issueId)
    const unsubscribe = () =>
      fetch(`${cmsUrl}${oneClick.pathname}${oneClick.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
    expect((await unsubscribe()).status).toBe(200)
    await expect.poll(() => eventsOf('newsletter_unsubscribe', issueId)).toHaveLength(1)
    // The same link again unsubscribes nobody more, and counts nothing more.
    expect((await unsubscribe()).status).toBe(200)
    await settled()
    expect(await eventsOf('newsletter_unsubscribe', issueId)).toHaveLength(1)
  })

  it('with the setting off, the mail has no pixel and the issue counts no opens', async () => {
    const email = newAddress('untracked')
    await activeSubscriber(email, 'Grace')
    const issueId = await sendIssue(false)
    const [mail] = await mailsTo(email)
    expect(mail?.html).not.toContain('/api/newsletter/open')
    expect((await openPixel(issueId)).status).toBe(200)
    await settled()
    expect(await eventsOf('newsletter_open', issueId)).toEqual([])
  })

  it('an unsubscribe naming no real issue still unsubscribes, and counts nothing', async () => {
    const email = newAddress('unattributed')
    const subscriber = await activeSubscriber(email, 'Linus')
    const issueId = await sendIssue(false)
    const [mail] = await mailsTo(email)
    const oneClick = new URL(mail?.headers['list-unsubscribe']?.slice(1, -1) ?? '')
    const otherIssue = '00000000-0000-4000-8000-000000000000'
    oneClick.searchParams.set('issue', otherIssue)
    const response = await fetch(`${cmsUrl}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    const { rows } = await db.query('SELECT 1 FROM newsletters WHERE id = $1', [subscriber.id])
    expect(rows).toHaveLength(0)
    await settled()
    expect(await eventsOf('newsletter_unsubscribe', otherIssue)).toEqual([])
    expect(await eventsOf('newsletter_unsubscribe', issueId)).toEqual([])
  })
})
