import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'

import { signingSecrets, webhookSignature } from './signatures'
import { SECRET_OVERLAP_MS, newSigningSecret, rotatedSecrets } from './signingSecret'

const BODY = JSON.stringify({
  type: 'webhook.test',
  timestamp: '2026-12-05T12:00:00.000Z',
  data: {},
})
const MESSAGE_ID = 'msg_test'

/** What a receiver holding `secret` makes of a delivery signed at `at` with `secrets`. */
function verifies(secret: string, secrets: string[], at: Date): boolean {
  const headers = {
    'webhook-id': MESSAGE_ID,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': webhookSignature(secrets, MESSAGE_ID, at, BODY),
  }
  try {
    new Webhook(secret).verify(BODY, headers)
    return true
  } catch {
    return false
  }
}

describe('a rotation', () => {
  const rotatedAt = new Date('2026-12-05T12:00:00.000Z')
  const old = newSigningSecret()
  const rotated = rotatedSecrets(old, rotatedAt)

  it('keeps the replaced secret signing for 24 hours beside a new one', () => {
    expect(SECRET_OVERLAP_MS).toBe(24 * 60 * 60 * 1000)
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(rotated.secret).not.toBe(old)
    expect(rotated).toMatchObject({
      previousSecret: old,
      previousSecretExpiresAt: '2026-12-06T12:00:00.000Z',
    })
  })

  it('without a replaced secret (a new endpoint, or the overlap ended at once) has one secret', () => {
    expect(rotatedSecrets(null, rotatedAt)).toMatchObject({
      previousSecret: null,
      previousSecretExpiresAt: null,
    })
  })

  it('signs with the new secret first, then the old one, until the window ends', () => {
    const justBefore = new Date(rotatedAt.getTime() + SECRET_OVERLAP_MS - 1)
    expect(signingSecrets(rotated, rotatedAt)).toEqual([rotated.secret, old])
    expect(signingSecrets(rotated, justBefore)).toEqual([rotated.secret, old])
    const atTheEnd = new Date(rotatedAt.getTime() + SECRET_OVERLAP_MS)
    expect(signingSecrets(rotated, atTheEnd)).toEqual([rotated.secret])
  })

  it('signs with one secret when nothing overlaps', () => {
    const secret = newSigningSecret()
    const alone = { secret, previousSecret: null, previousSecretExpiresAt: null }
    expect(signingSecrets(alone, rotatedAt)).toEqual([secret])
    const ended = { secret, previousSecret: old, previousSecretExpiresAt: null }
    expect(signingSecrets(ended, rotatedAt)).toEqual([secret])
  })
})

describe('webhookSignature', () => {
  it('carries one space-separated v1 signature per secret, each verifying on its own', () => {
    const now = new Date()
    const [current, previous, stranger] = [
      newSigningSecret(),
      newSigningSecret(),
      newSigningSecret(),
    ]
    const header = webhookSignature([current, previous], MESSAGE_ID, now, BODY)
    expect(header).toMatch(/^v1,[A-Za-z0-9+/]{43}= v1,[A-Za-z0-9+/]{43}=$/)
    expect(header.split(' ')[0]).toBe(new Webhook(current).sign(MESSAGE_ID, now, BODY))
    expect(verifies(current, [current, previous], now)).toBe(true)
    expect(verifies(previous, [current, previous], now)).toBe(true)
    expect(verifies(stranger, [current, previous], now)).toBe(false)
  })

  it('after the window, verifies with the new secret only', () => {
    const rotatedAt = new Date()
    const old = newSigningSecret()
    const rotated = rotatedSecrets(old, new Date(rotatedAt.getTime() - SECRET_OVERLAP_MS))
    const secrets = signingSecrets(rotated, rotatedAt)
    expect(verifies(rotated.secret, secrets, rotatedAt)).toBe(true)
    expect(verifies(old, secrets, rotatedAt)).toBe(false)
  })
})
