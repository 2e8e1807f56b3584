import { beforeAll, describe, expect, inject, it } from 'vitest'

import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_FIELDS_REQUIRED,
  NEWSLETTER_FIELDS_TOO_LONG,
} from '@blockwise/shared'

import { addressOfLength } from '../support/emailAddresses'
import { fieldMessages, uniqueSuffix, type PayloadErrorBody } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let editor: Record<string, string>

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
})

const longText = 'x'.repeat(41)

const INVALID: Array<[string, { name?: string; email?: string }, string]> = [
  ['blank name', { name: '   ', email: 'reader@example.com' }, NEWSLETTER_FIELDS_REQUIRED],
  ['missing email', { name: 'Reader' }, NEWSLETTER_FIELDS_REQUIRED],
  [
    '41-character name',
    { name: longText, email: 'reader@example.com' },
    NEWSLETTER_FIELDS_TOO_LONG,
  ],
  [
    '255-character email',
    { name: 'Reader', email: addressOfLength(255) },
    NEWSLETTER_EMAIL_INVALID,
  ],
  ['malformed email', { name: 'Reader', email: 'not-an-email' }, NEWSLETTER_EMAIL_INVALID],
]

describe('newsletter subscription rules (docs/product.md#validation)', () => {
  it.each(INVALID)('rejects a %s through the Local API', async (_case, data, message) => {
    const payload = await testPayload()
    const error: unknown = await payload
      .create({
        collection: 'newsletters',
        data: data as { name: string; email: string; status: 'pending' },
      })
      .catch((rejection: unknown) => rejection)
    expect(
      fieldMessages({ errors: [error as NonNullable<PayloadErrorBody['errors']>[number]] }),
    ).toContain(message)
  })

  it.each(INVALID)('rejects a %s through REST with a 400', async (_case, data, message) => {
    const response = await fetch(`${cmsUrl}/cms-api/newsletters`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify(data),
    })
    expect(response.status).toBe(400)
    expect(fieldMessages((await response.json()) as PayloadErrorBody)).toContain(message)
  })

  it('stores emails trimmed and lower-cased, one row per address', async () => {
    const payload = await testPayload()
    const email = `Reader.${uniqueSuffix()}@Example.com`
    const created = await payload.create({
      collection: 'newsletters',
      data: { name: ' Reader ', email: `  ${email} `, status: 'pending' },
    })
    expect(created).toMatchObject({ name: 'Reader', email: email.toLowerCase() })
    await expect(
      payload.create({
        collection: 'newsletters',
        data: { name: 'Again', email: email.toUpperCase(), status: 'pending' },
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'email' }] } })
  })

  it('is not readable or writable by anonymous callers of the native API', async () => {
    expect((await fetch(`${cmsUrl}/cms-api/newsletters`)).status).toBe(403)
    const response = await fetch(`${cmsUrl}/cms-api/newsletters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Anon', email: `anon-${uniqueSuffix()}@example.com` }),
    })
    expect(response.status).toBe(403)
  })
})
