import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'

import { WebhookVerificationError, verifyWebhook } from './webhooks'

const secret = `whsec_${btoa('a test secret of thirty-two bytes')}`
const event = {
  type: 'article.published',
  timestamp: '2026-11-26T10:00:00.000Z',
  data: { slug: 'what-is-defi' },
}
const body = JSON.stringify(event)

/** A delivery signed as the CMS signs it, `secondsAgo` before now. */
function signedHeaders(payload: string, secondsAgo = 0) {
  const id = 'msg_2fQm1sZ8'
  const timestamp = new Date(Date.now() - secondsAgo * 1000)
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, timestamp, payload),
  }
}

describe('verifyWebhook', () => {
  it('returns the event of a delivery signed with the secret, from fetch or Node headers', () => {
    const headers = signedHeaders(body)
    expect(verifyWebhook(secret, { body, headers })).toEqual(event)
    expect(verifyWebhook(secret, { body, headers: new Headers(headers) })).toEqual(event)
  })

  it('refuses a body changed after signing', () => {
    const headers = signedHeaders(body)
    const tampered = body.replace('what-is-defi', 'what-is-a-rug-pull')
    expect(() => verifyWebhook(secret, { body: tampered, headers })).toThrow(
      WebhookVerificationError,
    )
  })

  it('refuses a delivery signed with another secret', () => {
    const headers = signedHeaders(body)
    const otherSecret = `whsec_${btoa('another secret of thirty-two byte')}`
    expect(() => verifyWebhook(otherSecret, { body, headers })).toThrow(WebhookVerificationError)
  })

  it('refuses a replay whose timestamp is more than five minutes old', () => {
    const headers = signedHeaders(body, 6 * 60)
    expect(() => verifyWebhook(secret, { body, headers })).toThrow(/too old/)
  })

  it('refuses a delivery without the signature headers', () => {
    expect(() => verifyWebhook(secret, { body, headers: {} })).toThrow(WebhookVerificationError)
  })

  it('refuses a signed body that is not an event', () => {
    const notAnEvent = JSON.stringify(['article.published'])
    const headers = signedHeaders(notAnEvent)
    expect(() => verifyWebhook(secret, { body: notAnEvent, headers })).toThrow(
      'Signed body is not a webhook event',
    )
  })
})
