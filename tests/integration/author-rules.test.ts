import { beforeAll, describe, expect, inject, it } from 'vitest'

import { readdir } from 'node:fs/promises'
import sharp from 'sharp'

import { AVATAR_NOT_LOCAL, avatarSource } from '@blockwise/shared'

import { AVATAR_NOT_FOUND, BUNDLED_AVATARS } from '@/collections/Authors/avatarPath'

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
  // Judged once decoded and normalised.
  'avatars/%2e%2e/%2e%2e/etc/passwd',
  'uploads/%252e%252e/secret',
]
const ACCEPTED = ['avatars/maya-chen.svg', '/avatars/raj-patel.svg']
/** Local paths the site has no file at, bundled or uploaded: readers saw a broken image. */
const MISSING = ['avatars/me.png', '/avatars/me.png', 'uploads/me.webp', '/uploads/team/me.jpg']

describe('avatar rule (docs/product.md#validation)', () => {
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

  it.each(MISSING)('refuses %s, a file the site does not have', async (avatar) => {
    await expect(createAuthor(await testPayload(), { avatar })).rejects.toMatchObject({
      data: { errors: [{ path: 'avatar', message: AVATAR_NOT_FOUND }] },
    })
  })

  it('knows exactly the avatars the site ships', async () => {
    const files = await readdir(new URL('../../frontend/public/avatars/', import.meta.url))
    expect(files.map((file) => `avatars/${file}`).toSorted()).toEqual([...BUNDLED_AVATARS])
  })

  it('derives initials from the name when they are left out', async () => {
    const author = await createAuthor(await testPayload(), {
      name: 'satoshi nakamoto',
      initials: '',
    })
    expect(author.initials).toBe('SN')
  })
})

describe('an uploaded avatar image', () => {
  async function upload() {
    const data = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'face.png')
    form.append('_payload', JSON.stringify({ alt: 'Portrait' }))
    const response = await fetch(`${cmsUrl}/cms-api/media`, {
      method: 'POST',
      headers: { authorization: editor.authorization ?? '' },
      body: form,
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { doc: { id: string; url: string; filename: string } }).doc
  }

  it.each(['uploads/', '/uploads/'])(
    'may be named as the avatar path %s<its file name>, which the site shows',
    async (folder) => {
      const image = await upload()
      const avatar = `${folder}${image.filename}`
      const author = await createAuthor(await testPayload(), { avatar })
      expect(author.avatar).toBe(avatar)
      const shown = avatarSource(avatar) ?? ''
      expect(shown).toBe(image.url)
      expect((await fetch(`${cmsUrl}${shown}`)).status).toBe(200)
    },
  )

  it('is what /api/authors gives as the avatar, a path the site serves', async () => {
    const image = await upload()
    const suffix = uniqueSuffix()
    const created = await fetch(`${cmsUrl}/cms-api/authors`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({
        name: 'Pictured Author',
        email: `pictured-${suffix}@test.blockwise`,
        avatar: 'avatars/maya-chen.svg',
        avatarImage: image.id,
      }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    const author = (await (await fetch(`${cmsUrl}/api/authors/${doc.id}`)).json()) as {
      avatar: string
    }
    expect(author.avatar).toBe(image.url)
    expect(author.avatar).toMatch(/^\/cms-api\/media\/file\/face.*\.png$/)
    expect((await fetch(`${cmsUrl}${author.avatar}`)).status).toBe(200)
  })

  it('must be an existing image', async () => {
    const response = await fetch(`${cmsUrl}/cms-api/authors`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({
        name: 'Ghost',
        email: `ghost-${uniqueSuffix()}@test.blockwise`,
        avatarImage: '00000000-0000-4000-8000-000000000000',
      }),
    })
    expect(response.status).toBe(400)
    expect(fieldMessages((await response.json()) as PayloadErrorBody).join()).toMatch(
      /invalid selections/,
    )
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
