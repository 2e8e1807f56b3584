import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { WebhookEventType as WebhookEvent } from '@blockwise/shared'

import type { Article, WebhookDelivery } from '../../cms/src/payload-types'
import { createArticle, createAuthor, fieldMessages, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { startRunnerCms, type RunnerCms } from '../support/runnerCms'
import { TEST_ADMIN, authHeaders, editorHeaders, ensureStaff } from '../support/staff'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver'

const cmsUrl = inject('cmsUrl')
const ARTICLE_EVENTS: WebhookEvent[] = [
  'article.published',
  'article.updated',
  'article.unpublished',
  'article.deleted',
]
/** A public address literal: no DNS in the tests, and never reached (nothing is published to it). */
const PUBLIC_URL = 'https://93.184.215.14/hooks'
/** The runner polls every second and waits a second before a retry; the rest is a busy machine's slack. */
const DELIVERY_TIMEOUT_MS = 20_000

let runner: RunnerCms
let receiver: WebhookReceiver
let authorId = ''
const endpointIds: string[] = []

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStaff(payload)
  authorId = (await createAuthor(payload)).id
  receiver = await startWebhookReceiver()
  runner = await startRunnerCms('cms')
})

afterAll(async () => {
  const payload = await testPayload()
  // Later tests' runners then settle anything still queued here as failed, without sending it.
  for (const id of endpointIds) await payload.delete({ collection: 'webhook-endpoints', id })
  await runner?.stop()
  await receiver?.close()
})

/** An endpoint registered through the Local API (the test process is not production: loopback is allowed). */
async function registerEndpoint(url: string, events: WebhookEvent[]) {
  const payload = await testPayload()
  const endpoint = (await payload.create({
    collection: 'webhook-endpoints',
    data: { url, events, enabled: true },
  })) as { id: string; signingSecret?: string }
  endpointIds.push(endpoint.id)
  return { id: endpoint.id, secret: String(endpoint.signingSecret) }
}

/** A delivery's body as these tests read it: its event's data by name. */
interface WebhookMessage {
  type: WebhookEvent
  data: Record<string, unknown>
}

const messageOf = (body: string) => JSON.parse(body) as WebhookMessage

function receivedAt(path: string) {
  return receiver.received.filter((call) => call.path === path)
}

async function deliveriesOf(endpointId: string): Promise<WebhookDelivery[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'webhook-deliveries',
    where: { endpoint: { equals: endpointId } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs
}

function verified(secret: string, call: { headers: Record<string, unknown>; body: string }) {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
      name,
      String(call.headers[name]),
    ]),
  )
  return new Webhook(secret).verify(call.body, headers) as WebhookMessage
}

describe('webhook endpoints', () => {
  it('are refused to editors, and an admin sees the signing secret only in the create answer', async () => {
    const editor = await editorHeaders(cmsUrl)
    const body = JSON.stringify({ url: PUBLIC_URL, events: ['article.published'] })
    const editorCreate = await fetch(`${cmsUrl}/cms-api/webhook-endpoints`, {
      method: 'POST',
      headers: editor,
      body,
    })
    expect(editorCreate.status).toBe(403)
    const editorList = await fetch(`${cmsUrl}/cms-api/webhook-endpoints`, { headers: editor })
    expect(editorList.status).toBe(403)
    const editorLog = await fetch(`${cmsUrl}/cms-api/webhook-deliveries`, { headers: editor })
    expect(editorLog.status).toBe(403)

    const admin = await authHeaders(cmsUrl, TEST_ADMIN)
    const created = await fetch(`${cmsUrl}/cms-api/webhook-endpoints`, {
      method: 'POST',
      headers: admin,
      body,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: Record<string, unknown> & { id: string } }
    endpointIds.push(doc.id)
    expect(doc.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(doc).not.toHaveProperty('secret')

    const read = (await (
      await fetch(`${cmsUrl}/cms-api/webhook-endpoints/${doc.id}`, { headers: admin })
    ).json()) as Record<string, unknown>
    expect(read.url).toBe(PUBLIC_URL)
    expect(read).not.toHaveProperty('secret')
    expect(read).not.toHaveProperty('signingSecret')
    const listed = await (
      await fetch(`${cmsUrl}/cms-api/webhook-endpoints?where[id][equals]=${doc.id}`, {
        headers: admin,
      })
    ).text()
    expect(listed).not.toContain(String(doc.signingSecret))

    const rotated = (await (
      await fetch(`${cmsUrl}/cms-api/webhook-endpoints/${doc.id}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ rotateSecret: true }),
      })
    ).json()) as { doc: Record<string, unknown> }
    expect(rotated.doc.signingSecret).toMatch(/^whsec_/)
    expect(rotated.doc.signingSecret).not.toBe(doc.signingSecret)
  })

  it('offer admins a new signing secret in the admin, which never shows the stored one', async () => {
    const payload = await testPayload()
    const endpoint = (await payload.create({
      collection: 'webhook-endpoints',
      data: { url: PUBLIC_URL, events: ['article.deleted'], enabled: false },
    })) as { id: string; signingSecret?: string }
    endpointIds.push(endpoint.id)
    const page = await fetch(`${cmsUrl}/admin/collections/webhook-endpoints/${endpoint.id}`, {
      headers: await authHeaders(cmsUrl, TEST_ADMIN),
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('New signing secret')
    expect(html).not.toContain(String(endpoint.signingSecret))
  })

  it.each([
    ['ftp://93.184.215.14/hooks', 'must start with https:// or http://'],
    ['javascript:alert(1)', 'must start with https:// or http://'],
    ['not a url', 'Enter a full URL'],
    ['https://user:password@93.184.215.14/hooks', 'must not contain a user name or password'],
    ['http://127.0.0.1:8080/hooks', 'private, loopback or reserved'],
    ['http://0x7f000001/hooks', 'private, loopback or reserved'],
    ['http://localhost/hooks', 'private, loopback or reserved'],
    ['http://[::1]/hooks', 'private, loopback or reserved'],
    ['http://[::ffff:127.0.0.1]/hooks', 'private, loopback or reserved'],
    ['http://169.254.169.254/latest/meta-data/', 'private, loopback or reserved'],
    ['http://10.0.0.5/hooks', 'private, loopback or reserved'],
    ['http://192.168.1.1/hooks', 'private, loopback or reserved'],
    ['http://[fd00::1]/hooks', 'private, loopback or reserved'],
  ])('refuses %s with a 400 that says why', async (url, reason) => {
    const response = await fetch(`${cmsUrl}/cms-api/webhook-endpoints`, {
      method: 'POST',
      headers: await authHeaders(cmsUrl, TEST_ADMIN),
      body: JSON.stringify({ url, events: ['article.published'] }),
    })
    expect(response.status).toBe(400)
    const messages = fieldMessages((await response.json()) as Parameters<typeof fieldMessages>[0])
    expect(messages.join(' ')).toContain(reason)
  })
})

describe('webhook deliveries', () => {
  it('sign each article event, after it commits, for what readers see', async () => {
    const endpoint = await registerEndpoint(`${receiver.url}/articles`, ARTICLE_EVENTS)
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, {
      title: `Hooked ${uniqueSuffix()}`,
      published: true,
    })
    const id = article.id
    const update = (data: Partial<Article>, draft = false) =>
      payload.update({ collection: 'articles', id, data, draft, depth: 0 })
    const eventsSoFar = () =>
      receivedAt('/articles')
        .map((call) => messageOf(call.body))
        .filter((message) => message.data.id === id)
        .map((message) => message.type)
    const waitForEvents = (count: number) =>
      expect.poll(() => eventsSoFar().length, { timeout: DELIVERY_TIMEOUT_MS }).toBe(count)

    await waitForEvents(1)
    await update({ title: `${article.title} (revised)` })
    await waitForEvents(2)
    // A draft of a live article: readers still see the published row, integrators hear nothing.
    await update({ title: `${article.title} (draft)` }, true)
    await update({ published: false })
    await waitForEvents(3)
    await update({ published: true })
    await waitForEvents(4)
    await payload.delete({ collection: 'articles', id })
    await waitForEvents(5)

    expect(eventsSoFar().toSorted()).toEqual(
      [
        'article.published',
        'article.updated',
        'article.unpublished',
        'article.published',
        'article.deleted',
      ].toSorted(),
    )
    const calls = receivedAt('/articles').filter((call) => messageOf(call.body).data.id === id)
    for (const call of calls) {
      const message = verified(endpoint.secret, call)
      expect(message.data).toMatchObject({ id, type: 'news' })
      expect(String(message.data.url)).toMatch(/\/articles\/hooked-/)
      expect(call.headers['webhook-id']).toMatch(/^msg_/)
      expect(call.headers['content-type']).toBe('application/json')
    }
    const updated = calls
      .map((call) => messageOf(call.body))
      .find((m) => m.type === 'article.updated')
    expect(updated?.data.title).toBe(`${article.title} (revised)`)
    const otherSecret = `whsec_${randomBytes(32).toString('base64')}`
    expect(() => verified(otherSecret, calls[0]!)).toThrow()

    // The log is written once the receiver's answer is in.
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id)).map((delivery) => delivery.state), {
        timeout: DELIVERY_TIMEOUT_MS,
      })
      .toEqual(Array(5).fill('delivered'))
    const log = await deliveriesOf(endpoint.id)
    for (const delivery of log)
      expect(delivery).toMatchObject({ state: 'delivered', attempts: 1, lastStatusCode: 200 })
  })

  it('retry an answer of 500 with the same webhook-id and a later timestamp, and log both', async () => {
    const endpoint = await registerEndpoint(`${receiver.url}/flaky`, ['article.published'])
    receiver.answer('/flaky', 500)
    await createArticle(await testPayload(), authorId, { published: true })

    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0], {
        timeout: DELIVERY_TIMEOUT_MS,
        interval: 100,
      })
      .toMatchObject({ state: 'retrying', attempts: 1, lastStatusCode: 500 })
    const retrying = (await deliveriesOf(endpoint.id))[0]!
    expect(retrying.lastError).toContain('500')
    expect(Date.parse(String(retrying.nextAttemptAt))).toBeGreaterThan(
      Date.parse(String(retrying.lastAttemptAt)),
    )

    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0], { timeout: DELIVERY_TIMEOUT_MS })
      .toMatchObject({ state: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null })
    const [first, second] = receivedAt('/flaky')
    expect(receivedAt('/flaky')).toHaveLength(2)
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id'])
    expect(Number(second!.headers['webhook-timestamp'])).toBeGreaterThan(
      Number(first!.headers['webhook-timestamp']),
    )
    expect(verified(endpoint.secret, first!)).toEqual(verified(endpoint.secret, second!))
  })

  it('exist only for changes that commit', async () => {
    const endpoint = await registerEndpoint(`${receiver.url}/rolled-back`, ['article.published'])
    const payload = await testPayload()
    const article = await createArticle(payload, authorId)
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({ collection: 'articles', id: article.id, data: { published: true }, req })
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0)
    await killTransaction(req)
    await payload.update({ collection: 'articles', id: article.id, data: { title: 'Later' } })
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0)
  })

  it('announce a newsletter issue once its send completes', async () => {
    const endpoint = await registerEndpoint(`${receiver.url}/newsletter`, ['newsletter.issue.sent'])
    const payload = await testPayload()
    const week = `test-${uniqueSuffix()}`
    const issue = await payload.create({
      collection: 'newsletter-issues',
      data: {
        week,
        subject: `Digest ${week}`,
        articles: [],
        html: '<p>x</p>',
        text: 'x',
        status: 'sending',
        recipients: 0,
        sent: 0,
      },
    })
    await payload.update({
      collection: 'newsletter-issues',
      id: issue.id,
      data: { status: 'sent', recipients: 3, sent: 3, sentAt: new Date().toISOString() },
    })
    await expect
      .poll(() => receivedAt('/newsletter').length, { timeout: DELIVERY_TIMEOUT_MS })
      .toBe(1)
    const message = verified(endpoint.secret, receivedAt('/newsletter')[0]!)
    expect(message).toMatchObject({
      type: 'newsletter.issue.sent',
      data: { id: issue.id, week, recipients: 3, sent: 3 },
    })
  })

  it('are never sent to an internal address outside the allowed networks, by address or by name', async () => {
    const port = new URL(receiver.url).port
    const byAddress = await registerEndpoint(`http://127.0.0.1:${port}/internal`, [
      'article.published',
    ])
    const byName = await registerEndpoint(`http://localhost:${port}/internal`, [
      'article.published',
    ])
    await createArticle(await testPayload(), authorId, { published: true })

    for (const endpoint of [byAddress, byName]) {
      await expect
        .poll(async () => (await deliveriesOf(endpoint.id))[0]?.lastError, {
          timeout: DELIVERY_TIMEOUT_MS,
        })
        .toContain('private, loopback or reserved')
    }
    expect(receivedAt('/internal')).toHaveLength(0)
  })
})
