import { beforeAll, describe, expect, inject, it } from 'vitest'

import { AVATAR_NOT_LOCAL } from '@blockwise/shared'

import {
  createAuthor,
  fieldMessages,
  uniqueSuffix,
  type PayloadErrorBody,
} from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const cmsUrl = inject('cmsUrl')
let editor: Record<string, string>

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
})

const REJECTED = [
  'images/me.png',
  'https://example.com/me.png',
  'avatars/../../etc/passwd',
  'avatarsx/me.png',
  // Issue 22: judged once decoded and normalised.
  'avatars/%2e%2e/%2e%2e/etc/passwd',
  'uploads/%252e%252e/secret',
]
const ACCEPTED = ['avatars/me.png', '/avatars/me.png', 'uploads/me.webp', '/uploads/team/me.jpg']

describe('avatar rule (SPEC §5)', () => {
  it.each(REJECTED)('rejects %s through the Local API', async (avatar) => {
    const payload = await testPayload()
    await expect(createAuthor(payload, { avatar })).rejects.toMatchObject({
      data: { errors: [{ path: 'avatar', message: AVATAR_NOT_LOCAL }] },
    })
  })

  it.each(ACCEPTED)('accepts %s through the Local API', async (avatar) => {
    const author = await createAuthor(await testPayload(), { avatar })
    expect(author.avatar).toBe(avatar)
  })

  it.each(REJECTED)('rejects %s through REST with a 400', async (avatar) => {
    const suffix = uniqueSuffix()
    const response = await fetch(`${cmsUrl}/cms-api/authors`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ name: 'Rest Author', email: `rest-${suffix}@test.blockwise`, avatar }),
    })
    expect(response.status).toBe(400)
    expect(fieldMessages((await response.json()) as PayloadErrorBody)).toEqual([AVATAR_NOT_LOCAL])
  })

  it('derives initials from the name when they are left out', async () => {
    const author = await createAuthor(await testPayload(), {
      name: 'satoshi nakamoto',
      initials: '',
    })
    expect(author.initials).toBe('SN')
  })
})

describe('author email', () => {
  it('is unique', async () => {
    const payload = await testPayload()
    const first = await createAuthor(payload)
    await expect(createAuthor(payload, { email: first.email })).rejects.toMatchObject({
      data: { errors: [{ path: 'email' }] },
    })
  })

  it('is hidden from anonymous readers of the native API', async () => {
    const author = await createAuthor(await testPayload())
    const response = await fetch(`${cmsUrl}/cms-api/authors/${author.id}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(body.name).toBe(author.name)
    expect(body).not.toHaveProperty('email')
  })
})
