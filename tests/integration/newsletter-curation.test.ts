import { beforeAll, describe, expect, it } from 'vitest'

import { STATUS_BY_CONFIRMATION_ONLY } from '@/collections/Newsletters/statusByConfirmationOnly'
import { ISSUE_LOCKED, STATUS_BY_SEND_ONLY } from '@/collections/NewsletterIssues/issueStates'
import { isoWeek } from '@/newsletter/digest/isoWeek'
import { PROPOSED_INTRO } from '@/newsletter/digest/proposeIssue'
import { runHousekeeping } from '@/newsletter/jobs'
import type { Article, NewsletterIssue } from '@/payload-types'

import { smtpFake, type CapturedMail } from '../fakes/smtp'
import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { withSendTimePassed } from '../support/digestSendTime'
import {
  createArticle,
  createAuthor,
  fieldMessages,
  uniqueSuffix,
  type PayloadErrorBody,
} from '../support/fixtures'
import { graphql } from '../support/graphql'
import { createIntegration } from '../support/integrationKeys'
import { activeSubscriber, newAddress } from '../support/newsletterReaders'
import { newsletterStack } from '../support/newsletterStack'
import { trackedHref } from '../support/trackedLinks'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * The weekly issue as a newsroom runs it: proposed from the week's articles, curated and approved
 * by an editor, sent exactly as approved and only once; and a subscriber made active by their own
 * confirmation only. The runner CMS runs the send jobs; the fake SMTP server catches the mail.
 */
const stack = newsletterStack()
const { cmsUrl, siteUrl, smtp, db, mailsTo } = stack
const headers = { editor: {} as Record<string, string>, admin: {} as Record<string, string> }
let editorId = ''
/** This week's published lesson (the newest), its most read news, an opinion piece and a draft. */
const articles = {} as Record<'lesson' | 'news' | 'opinion' | 'draft', Article>

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  headers.editor = await authHeaders(stack.runner.url, TEST_EDITOR)
  headers.admin = await authHeaders(stack.runner.url, TEST_ADMIN)
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: TEST_EDITOR.email } },
  })
  editorId = docs[0]?.id ?? ''
  const author = await createAuthor(payload)
  const article = (articleType: string, published: boolean) =>
    createArticle(payload, author.id, {
      title: `Curation ${articleType} ${uniqueSuffix()}`,
      articleType,
      published,
    })
  articles.lesson = await article('learn', true)
  articles.news = await article('news', true)
  articles.opinion = await article('opinion', true)
  articles.draft = await article('analysis', false)
  // The week's most read story, whatever other files published.
  await db.query('UPDATE articles SET views = 10000000 WHERE id = $1', [articles.news.id])
})

const post = (path: string, caller: Record<string, string>) =>
  fetch(`${stack.runner.url}${path}`, { method: 'POST', headers: caller })

async function proposeNow(): Promise<string> {
  const response = await post('/api/newsletter/digest/propose', headers.editor)
  expect(response.status).toBe(200)
  return ((await response.json()) as { id: string }).id
}

const sendNow = () => post('/api/newsletter/digest/send', headers.editor)

const readIssue = async (id: string) =>
  (await testPayload()).findByID({ collection: 'newsletter-issues', id, depth: 0 })

const articleIdsOf = (issue: NewsletterIssue) =>
  issue.articles.map((article) => (typeof article === 'string' ? article : article.id))

const patchIssue = (caller: Record<string, string>, id: string, data: Record<string, unknown>) =>
  fetch(`${stack.runner.url}/cms-api/newsletter-issues/${id}`, {
    method: 'PATCH',
    headers: caller,
    body: JSON.stringify(data),
  })

async function issueStatus(): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>('SELECT status FROM newsletter_issues')
  return rows[0]?.status
}

/** Where each article's (tracked) link first appears in a mail, in the order given. */
const linkPositions = (mail: CapturedMail | undefined, listed: Article[]) =>
  listed.map(
    (article) => mail?.html.indexOf(trackedHref(`${siteUrl}/articles/${article.slug}`)) ?? -1,
  )

describe('the proposed issue', () => {
  it('is a draft made by the selection rule, proposed once, and sends nothing', async () => {
    const id = await proposeNow()
    const issue = await readIssue(id)
    expect(issue).toMatchObject({
      week: isoWeek(new Date()),
      status: 'draft',
      subject: `Blockwise weekly: ${articles.lesson.title}`,
      intro: PROPOSED_INTRO,
    })
    const ids = articleIdsOf(issue)
    // The week's lessons lead (the newest first), then its most read news.
    expect(ids[0]).toBe(articles.lesson.id)
    expect(ids.indexOf(articles.news.id)).toBeGreaterThan(0)
    expect(ids).not.toContain(articles.opinion.id)
    expect(ids).not.toContain(articles.draft.id)

    // Asking again, or the hourly check, answers the same issue.
    expect(await proposeNow()).toBe(id)
    await runHousekeeping(await testPayload())
    const { rows } = await db.query('SELECT id FROM newsletter_issues')
    expect(rows).toEqual([{ id }])
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(
      (await smtpFake.messages(smtp)).filter((mail) => mail.subject.startsWith('Blockwise weekly')),
    ).toHaveLength(0)
  })
})

describe('curating the issue', () => {
  it('editors reorder, remove and add published articles; an unpublished one is refused', async () => {
    const id = await proposeNow()
    const curated = [articles.opinion.id, articles.news.id, articles.lesson.id]
    const saved = await patchIssue(headers.editor, id, { articles: curated })
    expect(saved.status).toBe(200)
    expect(articleIdsOf(await readIssue(id))).toEqual(curated)

    const refused = await patchIssue(headers.editor, id, {
      articles: [...curated, articles.draft.id],
    })
    expect(refused.status).toBe(400)
    expect(fieldMessages((await refused.json()) as PayloadErrorBody)).toContain(
      `“${articles.draft.title}” is not published: only published articles can go in the digest`,
    )
    const viaGraphql = await graphql(
      stack.runner.url,
      `mutation { updateNewsletterIssue(id: "${id}", data: { articles: ["${articles.draft.id}"] }) { id } }`,
      headers.editor,
    )
    expect(viaGraphql.errors?.length).toBeGreaterThan(0)
    expect(articleIdsOf(await readIssue(id))).toEqual(curated)
  })

  it('approving records who approved; a person cannot mark it sending or sent', async () => {
    const id = await proposeNow()
    const forged = await patchIssue(headers.editor, id, { status: 'sent' })
    expect(forged.status).toBe(400)
    expect(fieldMessages((await forged.json()) as PayloadErrorBody)).toContain(STATUS_BY_SEND_ONLY)
    expect((await readIssue(id)).status).toBe('draft')

    expect((await patchIssue(headers.editor, id, { status: 'approved' })).status).toBe(200)
    const approved = await readIssue(id)
    expect(approved).toMatchObject({ status: 'approved', approvedBy: editorId })
    expect(Date.parse(approved.approvedAt ?? '')).not.toBeNaN()

    // Put back to waiting, the approval is gone with it.
    expect((await patchIssue(headers.admin, id, { status: 'draft' })).status).toBe(200)
    expect(await readIssue(id)).toMatchObject({ status: 'draft', approvedBy: null })
  })

  it('is for editors and admins only: not anonymous callers, nor any integration key', async () => {
    const id = await proposeNow()
    const before = await readIssue(id)
    const keys = await Promise.all(
      (['editorial', 'read', 'subscribers:read'] as const).map((scope) =>
        createIntegration(stack.runner.url, headers.admin, scope),
      ),
    )
    for (const caller of [JSON_HEADERS, ...keys.map((key) => key.headers)]) {
      const response = await patchIssue(caller, id, { subject: 'Hijacked', status: 'approved' })
      expect([401, 403]).toContain(response.status)
    }
    const anonymousGraphql = await graphql(
      stack.runner.url,
      `mutation { updateNewsletterIssue(id: "${id}", data: { status: approved }) { id } }`,
    )
    expect(anonymousGraphql.errors?.length).toBeGreaterThan(0)
    expect(await readIssue(id)).toMatchObject({ subject: before.subject, status: 'draft' })
  })
})

describe('sending the curated issue', () => {
  it('sends exactly what was approved: subject, intro and articles in their order, once', async () => {
    const reader = newAddress('curated')
    await activeSubscriber(reader)
    const id = await proposeNow()
    const order = [articles.news, articles.opinion, articles.lesson]
    const subject = `Three reads for your weekend ${uniqueSuffix()}`
    const curated = await patchIssue(headers.editor, id, {
      subject,
      intro: 'A short week <3\n\nEnjoy.',
      articles: order.map((article) => article.id),
    })
    expect(curated.status).toBe(200)

    // Not approved yet: Send now refuses and nothing goes out.
    const early = await sendNow()
    expect(early.status).toBe(422)
    expect(await early.json()).toEqual({
      error: expect.stringMatching(/waiting for approval/) as string,
    })

    expect((await patchIssue(headers.editor, id, { status: 'approved' })).status).toBe(200)
    expect((await sendNow()).status).toBe(202)
    await expect.poll(issueStatus, { timeout: 60_000, interval: 250 }).toBe('sent')

    const [mail, ...more] = await mailsTo(reader)
    expect(more).toHaveLength(0)
    expect(mail?.subject).toBe(subject)
    // The intro is the editor's plain text, escaped, after the greeting.
    expect(mail?.html).toContain('<p>Hi Reader,</p><p>A short week &#60;3</p><p>Enjoy.</p>')
    expect(mail?.text).toContain('A short week <3\n\nEnjoy.')
    const positions = linkPositions(mail, order)
    expect(positions.every((position) => position > 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))

    // Sent: it can no longer be changed.
    const late = await patchIssue(headers.editor, id, { subject: 'Changed afterwards' })
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({ errors: [{ message: ISSUE_LOCKED }] })
    expect((await readIssue(id)).subject).toBe(subject)
  })

  it('is never sent twice: Send now and the hourly check after it mail nobody again', async () => {
    const reader = newAddress('once')
    await activeSubscriber(reader)
    const id = await proposeNow()
    expect((await patchIssue(headers.editor, id, { status: 'approved' })).status).toBe(200)
    expect((await sendNow()).status).toBe(202)
    await expect.poll(issueStatus, { timeout: 60_000, interval: 250 }).toBe('sent')
    const firstSentAt = (await readIssue(id)).sentAt

    // Once the first send's job has finished (409 until then), a second one is queued.
    await expect.poll(async () => (await sendNow()).status, { timeout: 30_000 }).toBe(202)
    // The second send found nobody left to mail and closed the issue again.
    await expect
      .poll(async () => (await readIssue(id)).sentAt, { timeout: 60_000, interval: 250 })
      .not.toBe(firstSentAt)
    expect(await runHousekeeping(await testPayload())).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await mailsTo(reader)).toHaveLength(1)
    const { rows } = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM newsletter_deliveries d JOIN newsletters n ON n.id::text = d.subscriber WHERE n.email = $1',
      [reader],
    )
    expect(rows[0]?.total).toBe(1)
  })

  it('an issue not approved by its send time is not sent and shows as waiting until approved', async () => {
    const reader = newAddress('waiting')
    await activeSubscriber(reader)
    const payload = await testPayload()
    await withSendTimePassed(payload, async () => {
      expect(await runHousekeeping(payload)).toEqual([])
      expect(await runHousekeeping(payload)).toEqual([])
      expect(await issueStatus()).toBe('draft')
      const issues = await fetch(`${stack.runner.url}/api/newsletter/issues`, {
        headers: headers.editor,
      })
      const [listed] = (await issues.json()) as Array<{ status: string; sent: number }>
      expect(listed).toMatchObject({ status: 'draft', sent: 0 })
      const preview = await fetch(`${stack.runner.url}/api/newsletter/digest/preview`, {
        headers: headers.editor,
      })
      expect(await preview.json()).toMatchObject({ issue: { status: 'draft' } })
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await mailsTo(reader)).toHaveLength(0)

      // Approved after its time, it goes at the next check.
      const { rows } = await db.query<{ id: string }>('SELECT id FROM newsletter_issues')
      const id = rows[0]?.id ?? ''
      expect((await patchIssue(headers.admin, id, { status: 'approved' })).status).toBe(200)
      expect(await runHousekeeping(payload)).toEqual([isoWeek(new Date())])
      await expect.poll(issueStatus, { timeout: 60_000, interval: 250 }).toBe('sent')
      expect(await mailsTo(reader)).toHaveLength(1)
    })
  })
})

describe('a subscriber’s status', () => {
  async function pendingSubscriber(): Promise<string> {
    const payload = await testPayload()
    const created = await payload.create({
      collection: 'newsletters',
      data: { name: 'Reader', email: newAddress('pending'), status: 'pending' },
    })
    return created.id
  }

  async function statusOf(id: string) {
    const { rows } = await db.query<{ status: string; confirmed_at: string | null }>(
      'SELECT status, confirmed_at FROM newsletters WHERE id = $1',
      [id],
    )
    return rows[0]
  }

  // The admin's edit view saves through this same REST API (with its session cookie).
  it('no editor or admin makes a subscriber active, over REST or GraphQL: 400, and unchanged', async () => {
    for (const caller of [headers.editor, headers.admin]) {
      const id = await pendingSubscriber()
      const patched = await fetch(`${stack.runner.url}/cms-api/newsletters/${id}`, {
        method: 'PATCH',
        headers: caller,
        body: JSON.stringify({ status: 'active' }),
      })
      expect(patched.status).toBe(400)
      expect(fieldMessages((await patched.json()) as PayloadErrorBody)).toContain(
        STATUS_BY_CONFIRMATION_ONLY,
      )
      const bulk = await fetch(`${stack.runner.url}/cms-api/newsletters?where[id][equals]=${id}`, {
        method: 'PATCH',
        headers: caller,
        body: JSON.stringify({ status: 'active' }),
      })
      expect(bulk.status).toBeGreaterThanOrEqual(400)
      expect(bulk.status).toBeLessThan(500)
      const viaGraphql = await graphql(
        stack.runner.url,
        `mutation { updateNewsletter(id: "${id}", data: { status: active }) { id } }`,
        caller,
      )
      expect(viaGraphql.errors?.length).toBeGreaterThan(0)
      expect(await statusOf(id)).toEqual({ status: 'pending', confirmed_at: null })

      const email = newAddress('forged')
      const created = await fetch(`${stack.runner.url}/cms-api/newsletters`, {
        method: 'POST',
        headers: caller,
        body: JSON.stringify({ name: 'Forged', email, status: 'active' }),
      })
      expect(created.status).toBe(400)
      const createdViaGraphql = await graphql(
        stack.runner.url,
        `mutation { createNewsletter(data: { name: "Forged", email: "${email}", status: active }) { id } }`,
        caller,
      )
      expect(createdViaGraphql.errors?.length).toBeGreaterThan(0)
      const { rows } = await db.query('SELECT 1 FROM newsletters WHERE email = $1', [email])
      expect(rows).toHaveLength(0)
    }
  })

  it('staff may still correct a name, not the confirmation date, and remove someone on request', async () => {
    const id = await pendingSubscriber()
    const renamed = await fetch(`${stack.runner.url}/cms-api/newsletters/${id}`, {
      method: 'PATCH',
      headers: headers.editor,
      body: JSON.stringify({ name: 'Ada', confirmedAt: new Date().toISOString() }),
    })
    expect(renamed.status).toBe(200)
    expect(await statusOf(id)).toEqual({ status: 'pending', confirmed_at: null })

    const removed = await fetch(`${stack.runner.url}/cms-api/newsletters/${id}`, {
      method: 'DELETE',
      headers: headers.admin,
    })
    expect(removed.status).toBe(200)
    expect(await statusOf(id)).toBeUndefined()
  })

  it('the subscriber’s own confirmation link still makes the subscription active', async () => {
    const email = newAddress('confirming')
    const subscribed = await fetch(`${cmsUrl}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: readerHeaders(JSON_HEADERS),
      body: JSON.stringify({ name: 'Ada', email }),
    })
    expect(subscribed.status).toBe(200)
    await expect.poll(() => mailsTo(email)).toHaveLength(1)
    const [mail] = await mailsTo(email)
    const token = mail?.text.match(
      new RegExp(`${siteUrl}/newsletter/confirm\\?token=([\\w.-]+)`),
    )?.[1]
    expect(token).toBeDefined()
    const confirmed = await fetch(`${cmsUrl}/api/newsletter/confirm`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ token }),
    })
    expect(confirmed.status).toBe(200)
    const { rows } = await db.query<{ status: string }>(
      'SELECT status FROM newsletters WHERE email = $1',
      [email],
    )
    expect(rows[0]?.status).toBe('active')
  })
})
