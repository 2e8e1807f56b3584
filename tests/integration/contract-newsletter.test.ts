import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_FIELDS_REQUIRED,
  NEWSLETTER_FIELDS_TOO_LONG,
  NEWSLETTER_SUBSCRIBED,
} from '@blockwise/shared'

import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { addressOfLength } from '../support/emailAddresses'
import { uniqueSuffix } from '../support/fixtures'

const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })
beforeAll(() => db.connect())
afterAll(() => db.end())

function subscribe(body: unknown, headers = readerHeaders(JSON_HEADERS)) {
  return fetch(`${cmsUrl}/api/newsletter/subscribe`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function rowsFor(email: string): Promise<number> {
  const { rows } = await db.query('SELECT 1 FROM newsletters WHERE email = $1', [
    email.toLowerCase(),
  ])
  return rows.length
}

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes with the trimmed values', async () => {
    const email = `reader-${uniqueSuffix()}@example.com`
    const response = await subscribe({ name: '  Ada  ', email: `  ${email}  ` })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED })
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM newsletters WHERE email = $1',
      [email],
    )
    expect(rows).toEqual([{ name: 'Ada' }])
  })

  it.each([
    [{ name: '', email: 'a@example.com' }, NEWSLETTER_FIELDS_REQUIRED],
    [{ name: 'Ada', email: '   ' }, NEWSLETTER_FIELDS_REQUIRED],
    [{ name: 'Ada' }, NEWSLETTER_FIELDS_REQUIRED],
    [{}, NEWSLETTER_FIELDS_REQUIRED],
    [{ name: 42, email: 'a@example.com' }, NEWSLETTER_FIELDS_REQUIRED],
    [{ name: 'x'.repeat(41), email: 'a@example.com' }, NEWSLETTER_FIELDS_TOO_LONG],
    [{ name: 'Ada', email: addressOfLength(255) }, NEWSLETTER_EMAIL_INVALID],
    [{ name: 'Ada', email: 'not-an-email' }, NEWSLETTER_EMAIL_INVALID],
  ])('%o → 400 %s', async (body, message) => {
    const response = await subscribe(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
  })

  it('does not store an address twice, nor say that it was already there', async () => {
    const email = `twice-${uniqueSuffix()}@example.com`
    const first = await subscribe({ name: 'Ada', email })
    const again = await subscribe({ name: 'Someone Else', email: `  ${email.toUpperCase()} ` })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    expect(await rowsFor(email)).toBe(1)
  })

  it('50 simultaneous subscriptions of one address leave one row; past three, a 429', async () => {
    const email = `race-${uniqueSuffix()}@example.com`
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => subscribe({ name: `Reader ${index}`, email })),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([...Array<number>(3).fill(200), ...Array<number>(47).fill(429)])
    expect(await rowsFor(email)).toBe(1)
  })

  it('rejects malformed, oversized and non-JSON bodies with a 4xx envelope', async () => {
    const cases: Array<[RequestInit['body'], Record<string, string>, number]> = [
      ['{"name": "Ada", "email":', JSON_HEADERS, 400],
      ['[]', JSON_HEADERS, 400],
      ['null', JSON_HEADERS, 400],
      [JSON.stringify({ name: 'A'.repeat(20_000), email: 'a@example.com' }), JSON_HEADERS, 413],
      [
        'name=Ada&email=a@example.com',
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
      ],
    ]
    for (const [body, headers, status] of cases) {
      const response = await subscribe(body, readerHeaders(headers))
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error: expect.any(String) as string })
    }
  })

  it('limits one client to 10 attempts per ten minutes', async () => {
    const headers = readerHeaders(JSON_HEADERS)
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await subscribe(
        { name: 'Bot', email: `bot-${uniqueSuffix()}@example.com` },
        headers,
      )
      expect(response.status).toBe(200)
    }
    const limited = await subscribe(
      { name: 'Bot', email: `bot-${uniqueSuffix()}@example.com` },
      headers,
    )
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
