import { describe, expect, it } from 'vitest'

import { PREVIEW_TOKEN_STEP_SECONDS, mintPreviewToken, verifyPreviewToken } from './previewToken'

const SECRET = 'a'.repeat(64)
const grant = {
  articleId: '0b8a6c1e-3f7d-4e2a-9c1b-5d6e7f8a9b0c',
  userId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
}
const NOW = Date.UTC(2026, 10, 26, 12, 3, 0)
const STEP_MS = PREVIEW_TOKEN_STEP_SECONDS * 1000

describe('preview tokens', () => {
  it('verifies a token it minted, naming the article and the user', async () => {
    const check = await verifyPreviewToken(SECRET, await mintPreviewToken(SECRET, grant, NOW), NOW)
    expect(check.ok && check.grant).toMatchObject(grant)
  })

  it('lives between one and two steps, the same token all through a step', async () => {
    const token = await mintPreviewToken(SECRET, grant, NOW)
    expect(await mintPreviewToken(SECRET, grant, NOW + 60_000)).toBe(token)
    const check = await verifyPreviewToken(SECRET, token, NOW)
    if (!check.ok) throw new Error(check.reason)
    const lifetime = check.grant.expiresAt * 1000 - NOW
    expect(lifetime).toBeGreaterThan(STEP_MS)
    expect(lifetime).toBeLessThanOrEqual(2 * STEP_MS)
    expect(await verifyPreviewToken(SECRET, token, check.grant.expiresAt * 1000)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses a token signed with another secret', async () => {
    const token = await mintPreviewToken('b'.repeat(64), grant, NOW)
    expect(await verifyPreviewToken(SECRET, token, NOW)).toEqual({ ok: false, reason: 'forged' })
    expect(await verifyPreviewToken(undefined, token, NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it('refuses a token whose article, user or expiry was changed', async () => {
    const token = await mintPreviewToken(SECRET, grant, NOW)
    const [version, articleId, userId, expiry, signature] = token.split('.')
    const other = '11111111-2222-4333-8444-555555555555'
    for (const changed of [
      [version, other, userId, expiry, signature],
      [version, articleId, other, expiry, signature],
      [version, articleId, userId, String(Number(expiry) + 600), signature],
    ]) {
      expect(await verifyPreviewToken(SECRET, changed.join('.'), NOW)).toEqual({
        ok: false,
        reason: 'forged',
      })
    }
  })

  it.each([
    undefined,
    42,
    '',
    'v1',
    'v1.a.b.c.d',
    `v2.${grant.articleId}.${grant.userId}.9999999999.${'A'.repeat(43)}`,
    `v1.${grant.articleId}.${grant.userId}.-5.${'A'.repeat(43)}`,
    `v1.${grant.articleId}.${grant.userId}.9999999999.${'A'.repeat(42)}`,
    `v1.${grant.articleId}.${grant.userId}.9999999999.${'A'.repeat(43)}.extra`,
    'x'.repeat(10_000),
  ])('refuses the malformed token %j', async (token) => {
    expect(await verifyPreviewToken(SECRET, token, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses to mint without a secret', async () => {
    await expect(mintPreviewToken('', grant, NOW)).rejects.toThrow('PREVIEW_SECRET')
  })
})
