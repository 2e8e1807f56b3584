import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_SUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBED,
} from '@blockwise/shared'

import { DYOR_DISCLAIMER } from '@/newsletter/mails/mailLayout'
import { CONFIRMATION_SUBJECT } from '@/newsletter/mails/confirmationMail'
import { isoWeek } from '@/newsletter/digest/isoWeek'
import { proposeIssue } from '@/newsletter/digest/proposeIssue'
import { runHousekeeping } from '@/newsletter/jobs'
import { expirePendingSubscriptions } from '@/newsletter/subscriptions'
import { signLink } from '@/newsletter/tokens'
import { clickSignature, openSignature } from '@/newsletter/tracking/signature'

import { smtpFake, type CapturedMail } from '../fakes/smtp'
import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { withSendTimePassed } from '../support/digestSendTime'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { activeSubscriber, newAddress } from '../support/newsletterReaders'
import { newsletterStack } from '../support/newsletterStack'
import { trackedHref, trackedTextLink } from '../support/trackedLinks'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const stack = newsletterStack()
const { cmsUrl, siteUrl, smtp, db, mailsTo } = stack

function subscribe(body: Record<string, string>) {
  return fetch(`${cmsUrl}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: readerHeaders(JSON_HEADERS),
    body: JSON.stringify(body),
  })
}

/** The link a mail's plain text carries to a site path, with its token. */
function tokenFrom(mail: CapturedMail | undefined, path: string): string {
  const match = mail?.text.match(new RegExp(`${siteUrl}${path}\\?token=([\\w.-]+)`))
  if (!match?.[1]) throw new Error(`No ${path} link in ${mail?.text}`)
  return match[1]
}

const confirm = (token: string) =>
  fetch(`${cmsUrl}/api/newsletter/confirm`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ token }),
  })

async function statusOf(email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>(
    'SELECT status FROM newsletters WHERE email = $1',
    [email],
  )
  return rows[0]?.status
}

/**
 * This week's issue, proposed and approved (only an approved issue is sent). Through the Local API:
 * tests/integration/newsletter-curation.test.ts approves as an editor does.
 */
async function approveThisWeek(): Promise<void> {
  const payload = await testPayload()
  const issue = await proposeIssue(payload, isoWeek(new Date()))
  if (!issue) throw new Error('Nothing was published this week: there is no issue to approve')
  if (issue.status === 'draft')
    await payload.update({
      collection: 'newsletter-issues',
      id: issue.id,
      data: { status: 'approved' },
    })
}

describe('double opt-in', () => {
  it('stores a pending subscription and mails a signed confirmation link that activates it', async () => {
    const email = newAddress('optin')
    const response = await subscribe({ name: 'Ada', email })
    expect(await response.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED })
    expect(await statusOf(email)).toBe('pending')

    await expect.poll(() => mailsTo(email)).toHaveLength(1)
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toBe(CONFIRMATION_SUBJECT)
    expect(mail?.html).toContain('Hi Ada,')
    const token = tokenFrom(mail, '/newsletter/confirm')
    expect(mail?.html).toContain(`${siteUrl}/newsletter/confirm?token=${token}`)

    // A GET with the token, as a mail scanner following links sends, confirms nothing (the
    // site's page only asks, see tests/e2e/newsletter-subscribe.spec.ts): only the POST does.
    const followed = await fetch(`${cmsUrl}/api/newsletter/confirm?token=${token}`)
    expect(followed.status).toBe(405)
    expect(await statusOf(email)).toBe('pending')

    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ message: NEWSLETTER_CONFIRMED })
    expect(await statusOf(email)).toBe('active')
    // Opening the link again changes nothing.
    expect((await confirm(token)).status).toBe(200)
  })

  it('re-subscribing an active address sends nothing and answers the same', async () => {
    const email = newAddress('active')
    await activeSubscriber(email)
    const response = await subscribe({ name: 'Ada', email })
    expect(await response.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('a pending address gets a fresh link, three times an hour; then any client gets a 429', async () => {
    const email = newAddress('flood')
    const statuses: number[] = []
    let limited: Response | undefined
    for (let attempt = 0; attempt < 5; attempt++) {
      // A new client address each time: the limit is the address's, whoever asks.
      const response = await subscribe({ name: 'Ada', email })
      statuses.push(response.status)
      if (response.status === 429) limited = response
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited?.json()).toEqual({
      error: expect.stringMatching(/^Too many requests/) as string,
    })
    await expect.poll(() => mailsTo(email)).toHaveLength(3)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsTo(email)).toHaveLength(3)
  })

  it('limits an active address alike, so the 429 reveals nothing', async () => {
    const email = newAddress('active-flood')
    await activeSubscriber(email)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await subscribe({ name: 'Ada', email })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('answers a new address at once and as an active one, even while the mail server fails', async () => {
    const active = newAddress('known')
    await activeSubscriber(active)
    // A mail server that takes its time: the answer must not wait for it.
    await smtpFake.delay(smtp, 3_000)
    const started = Date.now()
    const slow = await subscribe({ name: 'Ada', email: newAddress('slow') })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await slow.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED })

    await smtpFake.delay(smtp, 0)
    await smtpFake.reject(smtp, 550)
    const fresh = newAddress('refused')
    const answers = [
      await subscribe({ name: 'Ada', email: fresh }),
      await subscribe({ name: 'Ada', email: active }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED })
    }
    // The link was tried, refused and logged; the address waits, pending, for another try.
    await expect.poll(() => smtpFake.rejected(smtp)).toContain(fresh)
    expect(await statusOf(fresh)).toBe('pending')
  })

  it('a filled honeypot gets the same answer and nothing is stored or sent', async () => {
    const email = newAddress('bot')
    const response = await subscribe({ name: 'Bot', email, website: 'https://spam.example' })
    expect(await response.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED })
    expect(await statusOf(email)).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('refuses tampered, expired and wrong-purpose links', async () => {
    const email = newAddress('links')
    const { id } = await (
      await testPayload()
    ).create({ collection: 'newsletters', data: { name: 'Ada', email, status: 'pending' } })
    const good = signLink('confirm', id, 48)
    const tampered = `${good.slice(0, -2)}xx`
    const expired = signLink('confirm', id, -1)
    const wrongPurpose = signLink('unsubscribe', id)
    for (const token of [tampered, expired, wrongPurpose, 'garbage', '']) {
      const response = await confirm(token)
      expect(response.status, token).toBe(400)
      expect(await response.json()).toEqual({ error: NEWSLETTER_LINK_INVALID })
    }
    expect(await statusOf(email)).toBe('pending')
  })

  it('removes unconfirmed subscriptions once their link has expired', async () => {
    const stale = newAddress('stale')
    const fresh = newAddress('fresh')
    const confirmed = newAddress('kept')
    const payload = await testPayload()
    for (const [email, status] of [
      [stale, 'pending'],
      [fresh, 'pending'],
      [confirmed, 'active'],
    ] as const)
      await payload.create({ collection: 'newsletters', data: { name: 'Ada', email, status } })
    await db.query(
      "UPDATE newsletters SET created_at = now() - interval '3 days' WHERE email = ANY($1)",
      [[stale, confirmed]],
    )
    expect(await expirePendingSubscriptions(payload)).toBeGreaterThanOrEqual(1)
    expect(await statusOf(stale)).toBeUndefined()
    expect(await statusOf(fresh)).toBe('pending')
    expect(await statusOf(confirmed)).toBe('active')
  })
  it('expires a pending subscription 48 hours after its latest link, not after it was created', async () => {
    const resent = newAddress('resent')
    const stale = newAddress('stale-link')
    for (const email of [resent, stale]) {
      await subscribe({ name: 'Ada', email })
      await expect.poll(() => mailsTo(email)).toHaveLength(1)
    }
    await db.query(
      "UPDATE newsletters SET created_at = now() - interval '47 hours', confirmation_sent_at = now() - interval '47 hours' WHERE email = ANY($1)",
      [[resent, stale]],
    )
    // An hour before its first link expires, the reader asks again and gets a fresh one.
    await subscribe({ name: 'Ada', email: resent })
    await expect.poll(() => mailsTo(resent)).toHaveLength(2)
    // Two hours on, the first links are dead; the fresh one has 47 hours left.
    await expirePendingSubscriptions(await testPayload(), new Date(Date.now() + 2 * 3600_000))
    expect(await statusOf(stale)).toBeUndefined()
    expect(await statusOf(resent)).toBe('pending')
    const latest = (await mailsTo(resent))[1]
    expect((await confirm(tokenFrom(latest, '/newsletter/confirm'))).status).toBe(200)
    expect(await statusOf(resent)).toBe('active')
  })
})

describe('the weekly digest', () => {
  let editor: Record<string, string>
  let learnSlug: string
  let illustratedSlug: string
  let imageUrl: string
  let topNewsSlug: string

  beforeAll(async () => {
    editor = await editorHeaders(stack.runner.url)
    const payload = await testPayload()
    const author = await createAuthor(payload)
    learnSlug = (
      await createArticle(payload, author.id, {
        title: `What a wallet really holds ${uniqueSuffix()}`,
        articleType: 'learn',
        published: true,
      })
    ).slug
    const picture = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#4f46e5' },
    })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A wallet' },
      file: {
        data: picture,
        mimetype: 'image/png',
        name: `digest-${uniqueSuffix()}.png`,
        size: picture.length,
      },
    })
    const imagePath = media.sizes?.card?.url ?? media.url
    if (!imagePath) throw new Error('The test image has no URL')
    imageUrl = new URL(imagePath, siteUrl).toString()
    illustratedSlug = (
      await createArticle(payload, author.id, {
        articleType: 'learn',
        published: true,
        featuredImage: media.id,
      })
    ).slug
    const topNews = await createArticle(payload, author.id, {
      articleType: 'news',
      published: true,
    })
    topNewsSlug = topNews.slug
    // The most read story of the week.
    await db.query('UPDATE articles SET views = 1000000 WHERE id = $1', [topNews.id])
  })

  /** Every active reader, and the digests each has received since the last reset. */
  async function digestsPerActiveReader(): Promise<number[]> {
    const { rows } = await db.query<{ email: string }>(
      "SELECT email FROM newsletters WHERE status = 'active'",
    )
    const mails = await smtpFake.messages(smtp)
    return rows.map(
      ({ email }) =>
        mails.filter(
          (mail) => mail.to.includes(email) && mail.subject.startsWith('Blockwise weekly'),
        ).length,
    )
  }

  async function issueStatus(): Promise<string | undefined> {
    const { rows } = await db.query<{ status: string }>('SELECT status FROM newsletter_issues')
    return rows[0]?.status
  }

  async function deliveryStates(): Promise<Record<string, number>> {
    const { rows } = await db.query<{ state: string; total: number }>(
      'SELECT state, count(*)::int AS total FROM newsletter_deliveries GROUP BY state',
    )
    return Object.fromEntries(rows.map((row) => [row.state, row.total]))
  }

  const sendNow = async () => {
    await approveThisWeek()
    return fetch(`${stack.runner.url}/api/newsletter/digest/send`, {
      method: 'POST',
      headers: editor,
    })
  }

  async function preview() {
    const response = await fetch(`${stack.runner.url}/api/newsletter/digest/preview`, {
      headers: editor,
    })
    expect(response.status).toBe(200)
    return (await response.json()) as {
      subject: string
      html: string
      articleCount: number
      articles: Array<{ articleType: string; url: string }>
      week: string
      recipients: number
    }
  }

  async function sendDigest(): Promise<string> {
    await approveThisWeek()
    const response = await fetch(`${stack.runner.url}/api/newsletter/digest/send`, {
      method: 'POST',
      headers: editor,
    })
    expect(response.status).toBe(202)
    const { week } = (await response.json()) as { week: string }
    await expect
      .poll(
        async () => {
          const { rows } = await db.query<{ status: string }>(
            'SELECT status FROM newsletter_issues WHERE week = $1',
            [week],
          )
          return rows[0]?.status
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe('sent')
    return week
  }

  it('goes to active readers only, with the week’s lessons, the disclaimer and one-click unsubscribe', async () => {
    const readers = [newAddress('digest-a'), newAddress('digest-b')]
    for (const email of readers) await activeSubscriber(email, 'Grace')
    const pending = newAddress('digest-pending')
    await subscribe({ name: 'Later', email: pending })
    await expect.poll(() => mailsTo(pending)).toHaveLength(1)

    await sendDigest()

    for (const email of readers) {
      const [mail, ...more] = await mailsTo(email)
      expect(more).toHaveLength(0)
      expect(mail?.subject).toMatch(/^Blockwise weekly: /)
      expect(mail?.html).toContain('Hi Grace,')
      // Through the click redirect (the tracking tests below follow one).
      for (const slug of [learnSlug, illustratedSlug, topNewsSlug]) {
        expect(mail?.html).toContain(trackedHref(`${siteUrl}/articles/${slug}`))
        expect(mail?.text).toContain(trackedTextLink(`${siteUrl}/articles/${slug}`))
      }
      expect(mail?.html).toContain(`<img src="${imageUrl}"`)
      // The proposal's order: the week's lessons, then its most read news.
      expect(mail?.html.indexOf(trackedHref(`${siteUrl}/articles/${learnSlug}`))).toBeLessThan(
        mail?.html.indexOf(trackedHref(`${siteUrl}/articles/${topNewsSlug}`)) ?? -1,
      )
      expect(mail?.html).toContain(DYOR_DISCLAIMER)
      expect(mail?.text).toContain(DYOR_DISCLAIMER)
      const token = tokenFrom(mail, '/newsletter/unsubscribe')
      const { rows } = await db.query<{ id: string }>('SELECT id FROM newsletter_issues')
      expect(mail?.headers['list-unsubscribe']).toBe(
        `<${siteUrl}/api/newsletter/unsubscribe?token=${token}&issue=${rows[0]?.id}>`,
      )
      expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    }
    // The pending reader only ever got the confirmation mail.
    expect((await mailsTo(pending)).map((mail) => mail.subject)).toEqual([CONFIRMATION_SUBJECT])

    const issues = (await (
      await fetch(`${stack.runner.url}/api/newsletter/issues`, { headers: editor })
    ).json()) as Array<{ status: string; sent: number; recipients: number }>
    expect(issues[0]).toMatchObject({ status: 'sent', failed: 0, pending: 0 })
    expect(issues[0]?.sent).toBe(issues[0]?.recipients)
    expect(issues[0]?.sent).toBeGreaterThanOrEqual(readers.length)

    // Everyone active has had it: a send now would reach nobody, until someone new confirms.
    expect((await preview()).recipients).toBe(0)
    await activeSubscriber(newAddress('digest-late'), 'Late')
    expect((await preview()).recipients).toBe(1)
  })

  it('one-click unsubscribe deletes the reader, who gets nothing more', async () => {
    const email = newAddress('leaving')
    await activeSubscriber(email, 'Linus')
    await sendDigest()
    const [digest] = await mailsTo(email)
    const oneClick = new URL(digest?.headers['list-unsubscribe']?.slice(1, -1) ?? '')

    // Opening the URL only shows the site's page; it does not unsubscribe.
    const opened = await fetch(`${cmsUrl}${oneClick.pathname}${oneClick.search}`, {
      redirect: 'manual',
    })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(
      `${siteUrl}/newsletter/unsubscribe${oneClick.search}`,
    )
    expect(await statusOf(email)).toBe('active')

    const response = await fetch(`${cmsUrl}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED })
    const { rows } = await db.query('SELECT 1 FROM newsletters WHERE email = $1', [email])
    expect(rows).toHaveLength(0)

    await db.query('DELETE FROM newsletter_deliveries; DELETE FROM newsletter_issues')
    await sendDigest()
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('a send killed half-way resumes after a restart without mailing anyone twice', async () => {
    const readers = Array.from({ length: 30 }, (_, index) => newAddress(`crash-${index}`))
    for (const email of readers) await activeSubscriber(email)
    await smtpFake.delay(smtp, 150)
    await approveThisWeek()
    const response = await fetch(`${stack.runner.url}/api/newsletter/digest/send`, {
      method: 'POST',
      headers: editor,
    })
    expect(response.status).toBe(202)
    const received = async () =>
      (await smtpFake.messages(smtp)).filter((mail) => readers.includes(mail.to[0] ?? '')).length
    await expect.poll(received, { timeout: 30_000 }).toBeGreaterThanOrEqual(8)
    stack.runner.crash()
    await smtpFake.delay(smtp, 0)
    await stack.runner.start()
    await expect
      .poll(
        async () => {
          const { rows } = await db.query<{ status: string }>(
            'SELECT status FROM newsletter_issues',
          )
          return rows[0]?.status
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe('sent')

    const perReader = await Promise.all(readers.map(async (email) => (await mailsTo(email)).length))
    expect(Math.max(...perReader)).toBe(1)
    // At most the one mail in flight at the moment of the crash may be lost, never doubled.
    expect(perReader.filter((count) => count === 1).length).toBeGreaterThanOrEqual(29)
    // That one is recorded as in doubt (counted as failed), not left 'sending' forever.
    const states = await deliveryStates()
    expect(states.sending).toBeUndefined()
    expect(states.unknown ?? 0).toBeLessThanOrEqual(1)
  })

  it('a send the mail server defers (451) is retried until every active reader has one digest', async () => {
    for (let index = 0; index < 3; index++) await activeSubscriber(newAddress(`deferred-${index}`))
    await smtpFake.reject(smtp, 451)
    expect((await sendNow()).status).toBe(202)
    await expect.poll(() => smtpFake.rejected(smtp), { timeout: 30_000 }).not.toHaveLength(0)
    await smtpFake.reject(smtp, null)
    // The job failed while mail was deferred; its retry mails the readers it missed.
    await expect.poll(issueStatus, { timeout: 60_000, interval: 250 }).toBe('sent')
    const perReader = await digestsPerActiveReader()
    expect(perReader.every((count) => count === 1)).toBe(true)
    expect(await deliveryStates()).toEqual({ sent: perReader.length })
  })

  it('readers whose mail was refused (550) are counted as failed and mailed by the next Send now', async () => {
    await activeSubscriber(newAddress('refused'))
    await smtpFake.reject(smtp, 550)
    expect((await sendNow()).status).toBe(202)
    await expect.poll(issueStatus, { timeout: 60_000, interval: 250 }).toBe('sent')
    const { totalDocs: active } = await (
      await testPayload()
    ).count({ collection: 'newsletters', where: { status: { equals: 'active' } } })
    expect(await deliveryStates()).toEqual({ failed: active })
    const [refusedIssue] = (await (
      await fetch(`${stack.runner.url}/api/newsletter/issues`, { headers: editor })
    ).json()) as Array<{ sent: number; failed: number }>
    expect(refusedIssue).toMatchObject({ sent: 0, failed: active })

    await smtpFake.reject(smtp, null)
    expect((await sendNow()).status).toBe(202)
    await expect
      .poll(digestsPerActiveReader, { timeout: 60_000, interval: 250 })
      .toEqual(Array(active).fill(1))
    await expect.poll(issueStatus, { timeout: 60_000, interval: 250 }).toBe('sent')
    expect(await deliveryStates()).toEqual({ sent: active })
  })

  it('once the send time has passed, housekeeping proposes the issue, then queues it exactly once when approved, and expires stale links', async () => {
    const payload = await testPayload()
    await withSendTimePassed(payload, async () => {
      const stale = newAddress('housekeeping-stale')
      await subscribe({ name: 'Ada', email: stale })
      await db.query(
        "UPDATE newsletters SET confirmation_sent_at = now() - interval '49 hours' WHERE email = $1",
        [stale],
      )
      // The first check proposes the issue; it waits for approval, and nothing is queued.
      expect(await runHousekeeping(payload)).toEqual([])
      expect(await statusOf(stale)).toBeUndefined()
      expect(await issueStatus()).toBe('draft')
      await approveThisWeek()
      // Two checks in a row, the second while the first one's send is queued or running.
      const runs = [await runHousekeeping(payload), await runHousekeeping(payload)]
      const week = (await preview()).week
      expect(runs.flat()).toEqual([week])

      await expect.poll(issueStatus, { timeout: 60_000, interval: 250 }).toBe('sent')
      expect(await runHousekeeping(payload)).toEqual([])
      const perReader = await digestsPerActiveReader()
      expect(perReader.every((count) => count === 1)).toBe(true)
    })
  })

  it('a week with nothing new published has no issue: not scheduled, and Send now says why', async () => {
    const payload = await testPayload()
    await withSendTimePassed(payload, async () => {
      await db.query("UPDATE articles SET published_at = published_at - interval '60 days'")
      try {
        expect(await runHousekeeping(payload)).toEqual([])
        const response = await fetch(`${stack.runner.url}/api/newsletter/digest/send`, {
          method: 'POST',
          headers: editor,
        })
        expect(response.status).toBe(422)
        expect(await response.json()).toEqual({
          error: expect.stringMatching(/^Nothing was published in \d{4}-W\d{2}/) as string,
        })
        const { rows } = await db.query('SELECT 1 FROM newsletter_issues')
        expect(rows).toHaveLength(0)
      } finally {
        await db.query("UPDATE articles SET published_at = published_at + interval '60 days'")
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await digestsPerActiveReader()).every((count) => count === 0)).toBe(true)
  })

  it('editors can preview the digest and send themselves a test; anonymous callers cannot', async () => {
    const digest = await preview()
    expect(digest.articleCount).toBeGreaterThanOrEqual(1)
    expect(digest.articles).toHaveLength(digest.articleCount)
    expect(digest.articles).toContainEqual(
      expect.objectContaining({ articleType: 'learn', url: `${siteUrl}/articles/${learnSlug}` }),
    )
    expect(digest.week).toMatch(/^\d{4}-W\d{2}$/)
    expect(digest.html).toContain(DYOR_DISCLAIMER)
    // The preview greets a sample reader, not a placeholder.
    expect(digest.html).toContain('Hi Reader,')
    expect(digest.html).not.toContain('%%')

    const test = await fetch(`${stack.runner.url}/api/newsletter/digest/test`, {
      method: 'POST',
      headers: editor,
    })
    expect(test.status).toBe(200)
    await expect
      .poll(async () => (await mailsTo('editor@test.blockwise')).map((mail) => mail.subject))
      .toEqual([`[Test] ${digest.subject}`])

    for (const [method, path] of [
      ['GET', '/api/newsletter/digest/preview'],
      ['POST', '/api/newsletter/digest/test'],
      ['POST', '/api/newsletter/digest/send'],
      ['GET', '/api/newsletter/issues'],
      ['GET', '/api/newsletter/subscribers.csv'],
      ['GET', '/api/newsletter/subscribers/counts'],
    ] as const) {
      const response = await fetch(`${stack.runner.url}${path}`, { method })
      expect(response.status, path).toBe(401)
    }
  })

  it('counts subscribers by status for editors', async () => {
    await activeSubscriber(newAddress('count-active'))
    const payload = await testPayload()
    await payload.create({
      collection: 'newsletters',
      data: { name: 'Later', email: newAddress('count-pending'), status: 'pending' },
    })
    const { rows } = await db.query<{ status: string; total: number }>(
      'SELECT status, count(*)::int AS total FROM newsletters GROUP BY status',
    )
    const expected = Object.fromEntries(rows.map((row) => [row.status, row.total]))
    const response = await fetch(`${stack.runner.url}/api/newsletter/subscribers/counts`, {
      headers: editor,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ active: expected.active, pending: expected.pending })
  })

  it('exports subscribers as CSV for editors, with formulas defused', async () => {
    const email = newAddress('csv')
    await activeSubscriber(email, '=HYPERLINK("x")')
    const response = await fetch(`${stack.runner.url}/api/newsletter/subscribers.csv`, {
      headers: editor,
    })
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const csv = await response.text()
    expect(csv.split('\r\n')[0]).toBe('"name","email","status","created","confirmed"')
    expect(csv).toContain(`"'=HYPERLINK(""x"")","${email}","active"`)
  })
})

/**
 * The newsletter's own analytics: the signed click redirect, the open pixel (only for an issue
 * sent with the site setting on) and unsubscribes counted against the issue they came from.
 * Events reach analytics_events in batches a moment after the answer: counts are polled, and an
 * absence is checked once a batch would have been written.
 */

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
