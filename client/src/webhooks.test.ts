import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'

import { WebhookVerificationError, verifyWebhook } from './webhooks.js'

const secret = `whsec_${btoa('a test secret of thirty-two bytes')}`
const event = {
  type: 'article.published',
  timestamp: '2026-11-26T10:00:00.000Z',
  data: {
    id: '0b8c1d7e-2f4a-4d5b-9c3e-6a7f8e9d0c1b',
    slug: 'what-is-defi',
    type: 'learn',
    title: 'What is DeFi?',
    excerpt: 'Finance without the bank in the middle.',
    url: 'https://blockwise.example/learn/what-is-defi',
    publishedAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
  },
}
const body = JSON.stringify(event)

/** A delivery signed as the CMS signs it, `secondsAgo` before now, with each of `secrets`. */
function signedHeaders(payload: string, secondsAgo = 0, secrets = [secret]) {
  const id = 'msg_2fQm1sZ8'
  const timestamp = new Date(Date.now() - secondsAgo * 1000)
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': secrets
      .map((signingSecret) => new Webhook(signingSecret).sign(id, timestamp, payload))
      .join(' '),
  }
}

describe('verifyWebhook', () => {
  it('returns the event of a delivery signed with the secret, from fetch or Node headers', () => {
    const headers = signedHeaders(body)
    expect(verifyWebhook(secret, { body, headers })).toEqual(event)
    expect(verifyWebhook(secret, { body, headers: new Headers(headers) })).toEqual(event)
  })

  it('answers a typed event, its data told apart by its type', () => {
    const verified = verifyWebhook(secret, { body, headers: signedHeaders(body) })
    if (verified.type !== 'article.published') throw new Error(`Unexpected ${verified.type}`)
    expect(verified.data.slug).toBe('what-is-defi')
  })

  it('accepts a delivery signed with the old and the new secret while a rotation overlaps', () => {
    const newSecret = `whsec_${btoa('the rotated secret, thirty-two b')}`
    const headers = signedHeaders(body, 0, [newSecret, secret])
    expect(verifyWebhook(secret, { body, headers })).toEqual(event)
    expect(verifyWebhook(newSecret, { body, headers })).toEqual(event)
    const otherSecret = `whsec_${btoa('another secret of thirty-two byte')}`
    expect(() => verifyWebhook(otherSecret, { body, headers })).toThrow(WebhookVerificationError)
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
