import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { WEBHOOK_MESSAGE_TYPES, webhookMessageSchema } from '@blockwise/shared'

import type { WebhookDelivery } from '../../cms/src/payload-types'
import { attemptDelivery } from '../../cms/src/webhooks/deliver'
import { newSigningSecret } from '../../cms/src/webhooks/signingSecret'
import { createIntegration, type TestIntegration } from '../support/integrationKeys'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver'

/**
 * An admin's own deliveries (a test event, a replay) and a secret rotation's overlap window. The
 * shared CMS queues the deliveries and runs no jobs: each delivery's job is run here, at once, as
 * the jobs runner would run it (this process is not production, so it may post to the receiver on
 * loopback); the overlap's end is reached by ageing the row, not by waiting.
 */
const cmsUrl = inject('cmsUrl')
const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature']

let receiver: WebhookReceiver
let admin: Record<string, string>
let editor: Record<string, string>
let readKey: TestIntegration
let editorialKey: TestIntegration
const endpointIds: string[] = []

beforeAll(async () => {
  await ensureStaff(await testPayload())
  receiver = await startWebhookReceiver()
  admin = await authHeaders(cmsUrl, TEST_ADMIN)
  editor = await authHeaders(cmsUrl, TEST_EDITOR)
  readKey = await createIntegration(cmsUrl, admin, 'read')
  editorialKey = await createIntegration(cmsUrl, admin, 'editorial')
})

afterAll(async () => {
  const payload = await testPayload()
  // A later test's jobs runner then settles anything still queued here without sending it.
  for (const id of endpointIds) await payload.delete({ collection: 'webhook-endpoints', id })
  await receiver?.close()
})

/** An endpoint at `path` on the receiver, subscribed to an event these tests never cause. */
async function registerEndpoint(path: string) {
  const endpoint = (await (
    await testPayload()
  ).create({
    collection: 'webhook-endpoints',
    data: { url: `${receiver.url}${path}`, events: ['newsletter.issue.sent'], enabled: true },
  })) as { id: string; signingSecret?: string }
  endpointIds.push(endpoint.id)
  return { id: endpoint.id, secret: String(endpoint.signingSecret) }
}

/** Rotates the endpoint's secret through the Local API (the same hooks as the admin's PATCH). */
async function rotate(id: string, data: { rotateSecret?: true; endSecretOverlap?: true }) {
  return (await (await testPayload()).update({ collection: 'webhook-endpoints', id, data })) as {
    signingSecret?: string
    previousSecretExpiresAt?: string | null
  }
}

const post = (path: string, headers?: Record<string, string>) =>
  fetch(`${cmsUrl}/cms-api${path}`, { method: 'POST', headers })

async function queued(response: Response): Promise<WebhookDelivery> {
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: WebhookDelivery }).doc
}

const sendTest = async (endpointId: string) =>
  queued(await post(`/webhook-endpoints/${endpointId}/test`, admin))

/** Runs the delivery's job now, as the jobs runner would. */
const deliverNow = async (deliveryId: string) => attemptDelivery(await testPayload(), deliveryId)

const deliveryById = async (id: string) =>
  (await testPayload()).findByID({ collection: 'webhook-deliveries', id, depth: 0 })

const callsTo = (path: string) => receiver.received.filter((call) => call.path === path)

type Call = WebhookReceiver['received'][number]

const signaturesOf = (call: Call) => String(call.headers['webhook-signature']).split(' ')

/** What a receiver holding `secret` makes of the call: its message, or a throw. */
function verified(secret: string, call: Call): unknown {
  const headers = Object.fromEntries(
    SIGNATURE_HEADERS.map((name) => [name, String(call.headers[name])]),
  )
  return new Webhook(secret).verify(call.body, headers)
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json()) as { errors?: Array<{ message: string }> }
  return body.errors?.[0]?.message ?? ''
}

describe('a test event', () => {
  it('is delivered, signed, to the one endpoint whatever it subscribes to, and logged', async () => {
    const endpoint = await registerEndpoint('/test-event')
    const delivery = await sendTest(endpoint.id)
    expect(delivery).toMatchObject({
      event: 'webhook.test',
      endpoint: endpoint.id,
      state: 'pending',
      attempts: 0,
    })
    expect(delivery.messageId).toMatch(/^msg_/)

    await deliverNow(delivery.id)
    expect(callsTo('/test-event')).toHaveLength(1)
    const [call] = callsTo('/test-event')
    expect(call!.headers['webhook-id']).toBe(delivery.messageId)
    expect(signaturesOf(call!)).toHaveLength(1)
    const message = webhookMessageSchema.parse(verified(endpoint.secret, call!))
    expect(message).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String) as string,
      data: { endpointId: endpoint.id, message: expect.stringContaining('test event') as string },
    })
    expect(Date.parse(message.timestamp)).toBeLessThanOrEqual(Date.parse(delivery.createdAt))
    expect(call!.body).toBe(delivery.body)
    expect(await deliveryById(delivery.id)).toMatchObject({
      state: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
    })
  })

  it('is refused for a disabled endpoint, since nothing would be sent', async () => {
    const endpoint = await registerEndpoint('/disabled')
    await (
      await testPayload()
    ).update({ collection: 'webhook-endpoints', id: endpoint.id, data: { enabled: false } })
    const response = await post(`/webhook-endpoints/${endpoint.id}/test`, admin)
    expect(response.status).toBe(409)
    expect(await errorOf(response)).toBe('The endpoint is disabled: enable it first.')
  })
})

describe('a replay', () => {
  it('sends a failed or delivered delivery again: the same body, a new message id', async () => {
    const endpoint = await registerEndpoint('/replay')
    receiver.answer('/replay', 500)
    const original = await sendTest(endpoint.id)
    await expect(deliverNow(original.id)).rejects.toThrow(/attempt 1/)

    const early = await post(`/webhook-deliveries/${original.id}/replay`, admin)
    expect(early.status).toBe(409)
    expect(await errorOf(early)).toContain('still being attempted')
    // Its last attempt would come an hour later: settle it as that attempt would.
    await (
      await testPayload()
    ).update({ collection: 'webhook-deliveries', id: original.id, data: { state: 'failed' } })

    const replay = await queued(await post(`/webhook-deliveries/${original.id}/replay`, admin))
    expect(replay).toMatchObject({
      event: 'webhook.test',
      body: original.body,
      replayOf: original.id,
      state: 'pending',
    })
    expect(replay.messageId).not.toBe(original.messageId)
    await deliverNow(replay.id)
    const [failed, replayed] = callsTo('/replay')
    expect(replayed!.headers['webhook-id']).toBe(replay.messageId)
    expect(replayed!.body).toBe(failed!.body)
    expect(verified(endpoint.secret, replayed!)).toEqual(verified(endpoint.secret, failed!))
    expect(await deliveryById(replay.id)).toMatchObject({ state: 'delivered', attempts: 1 })
    expect(await deliveryById(original.id)).toMatchObject({ state: 'failed' })

    const again = await queued(await post(`/webhook-deliveries/${replay.id}/replay`, admin))
    expect(again).toMatchObject({ replayOf: replay.id, body: original.body })
    await deliverNow(again.id)
    expect(callsTo('/replay').map((call) => call.headers['webhook-id'])).toEqual([
      original.messageId,
      replay.messageId,
      again.messageId,
    ])
  })
})

describe('test events and replays', () => {
  it('are for admins only: 401 without credentials, 403 for editors and keys, 404 for no document', async () => {
    const endpoint = await registerEndpoint('/refused')
    const delivery = await sendTest(endpoint.id)
    await deliverNow(delivery.id)
    const actions = [
      `/webhook-endpoints/${endpoint.id}/test`,
      `/webhook-deliveries/${delivery.id}/replay`,
    ]
    for (const path of actions) {
      expect((await post(path)).status).toBe(401)
      for (const headers of [editor, readKey.headers, editorialKey.headers])
        expect((await post(path, headers)).status).toBe(403)
    }
    expect((await post(`/webhook-endpoints/${randomUUID()}/test`, admin)).status).toBe(404)
    expect((await post(`/webhook-deliveries/${randomUUID()}/replay`, admin)).status).toBe(404)
    expect((await post('/webhook-deliveries/not-an-id/replay', admin)).status).toBe(404)
    const { totalDocs } = await (
      await testPayload()
    ).count({ collection: 'webhook-deliveries', where: { endpoint: { equals: endpoint.id } } })
    expect(totalDocs).toBe(1)
    expect(callsTo('/refused')).toHaveLength(1)

    // Nor do editors and keys see endpoints or deliveries, or change a secret.
    for (const headers of [editor, readKey.headers, editorialKey.headers]) {
      for (const path of ['webhook-endpoints', 'webhook-deliveries'])
        expect((await fetch(`${cmsUrl}/cms-api/${path}`, { headers })).status).toBe(403)
      const patch = await fetch(`${cmsUrl}/cms-api/webhook-endpoints/${endpoint.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ endSecretOverlap: true }),
      })
      expect(patch.status).toBe(403)
    }
  })
})

describe('a secret rotation', () => {
  it('signs with both secrets for 24 hours, new deliveries and retries alike, then with the new one', async () => {
    const endpoint = await registerEndpoint('/rotation')
    receiver.answer('/rotation', 500)
    const inFlight = await sendTest(endpoint.id)
    await expect(deliverNow(inFlight.id)).rejects.toThrow(/attempt 1/)

    const rotated = await rotate(endpoint.id, { rotateSecret: true })
    const newSecret = String(rotated.signingSecret)
    expect(newSecret).not.toBe(endpoint.secret)
    const overlapMs = Date.parse(String(rotated.previousSecretExpiresAt)) - Date.now()
    expect(overlapMs).toBeGreaterThan(23.9 * 3_600_000)
    expect(overlapMs).toBeLessThanOrEqual(24 * 3_600_000)
    const read = (await (
      await fetch(`${cmsUrl}/cms-api/webhook-endpoints/${endpoint.id}`, { headers: admin })
    ).json()) as Record<string, unknown>
    expect(read).not.toHaveProperty('secret')
    expect(read).not.toHaveProperty('previousSecret')
    expect(read.previousSecretExpiresAt).toBe(rotated.previousSecretExpiresAt)

    await deliverNow(inFlight.id)
    const fresh = await sendTest(endpoint.id)
    await deliverNow(fresh.id)
    const [beforeRotation, retry, afterRotation] = callsTo('/rotation')
    expect(signaturesOf(beforeRotation!)).toHaveLength(1)
    expect(() => verified(newSecret, beforeRotation!)).toThrow()
    for (const call of [retry!, afterRotation!]) {
      expect(signaturesOf(call)).toHaveLength(2)
      expect(verified(newSecret, call)).toMatchObject({ type: 'webhook.test' })
      expect(verified(endpoint.secret, call)).toMatchObject({ type: 'webhook.test' })
      expect(() => verified(newSigningSecret(), call)).toThrow()
    }
    expect(retry!.headers['webhook-id']).toBe(inFlight.messageId)

    // The window's end, reached by ageing the row.
    await (
      await testPayload()
    ).db.drizzle.execute(
      sql`UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval '1 second'
          WHERE id = ${endpoint.id}`,
    )
    const later = await sendTest(endpoint.id)
    await deliverNow(later.id)
    const afterWindow = callsTo('/rotation')[3]!
    expect(signaturesOf(afterWindow)).toHaveLength(1)
    expect(verified(newSecret, afterWindow)).toMatchObject({ type: 'webhook.test' })
    expect(() => verified(endpoint.secret, afterWindow)).toThrow()
  })

  it('can have its overlap ended early by an admin', async () => {
    const endpoint = await registerEndpoint('/overlap-ended')
    const newSecret = String((await rotate(endpoint.id, { rotateSecret: true })).signingSecret)
    const ended = await rotate(endpoint.id, { endSecretOverlap: true })
    expect(ended.previousSecretExpiresAt).toBeNull()
    expect(ended).not.toHaveProperty('signingSecret')

    await deliverNow((await sendTest(endpoint.id)).id)
    const [call] = callsTo('/overlap-ended')
    expect(signaturesOf(call!)).toHaveLength(1)
    expect(verified(newSecret, call!)).toMatchObject({ type: 'webhook.test' })
    expect(() => verified(endpoint.secret, call!)).toThrow()
  })
})

describe('the OpenAPI document', () => {
  it('describes every delivery in its webhooks section, with its body and signature headers', async () => {
    const document = (await (await fetch(`${cmsUrl}/api/openapi.json`)).json()) as {
      webhooks: Record<
        string,
        {
          post: {
            parameters: Array<{ in: string; name: string; required?: boolean }>
            requestBody: { content: { 'application/json': { schema: { $ref: string } } } }
          }
        }
      >
      components: { schemas: Record<string, { properties: { type: { const?: string } } }> }
    }
    expect(Object.keys(document.webhooks).toSorted()).toEqual([...WEBHOOK_MESSAGE_TYPES].toSorted())
    for (const type of WEBHOOK_MESSAGE_TYPES) {
      const { post: operation } = document.webhooks[type]!
      const headers = operation.parameters.filter((parameter) => parameter.in === 'header')
      expect(headers.map(({ name, required }) => ({ name, required }))).toEqual(
        SIGNATURE_HEADERS.map((name) => ({ name, required: true })),
      )
      const ref = operation.requestBody.content['application/json'].schema.$ref
      const schema = document.components.schemas[ref.replace('#/components/schemas/', '')]
      expect(schema?.properties.type.const).toBe(type)
    }
  })
})
