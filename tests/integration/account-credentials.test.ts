import { describe, expect, inject, it } from 'vitest'

import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

const cmsUrl = inject('cmsUrl')

async function newEditor(password = 'the-first-password') {
  const payload = await testPayload()
  const email = `account-${uniqueSuffix()}@test.blockwise`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, role: 'editor' },
  })
  return { id: user.id, email, password, headers: await authHeaders(cmsUrl, { email, password }) }
}

function patchUser(id: string, headers: Record<string, string>, data: Record<string, unknown>) {
  return fetch(`${cmsUrl}/cms-api/users/${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify(data),
  })
}

const canLogIn = async (email: string, password: string) =>
  (
    await fetch(`${cmsUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: readerHeaders(JSON_HEADERS),
      body: JSON.stringify({ email, password }),
    })
  ).ok

describe('account credentials', () => {
  it.each([
    ['shorter than 12 characters', 'short-pass1'],
    ['common', 'qwerty123456'],
    ['a common word with a suffix', 'Password2024!'],
  ])('refuses a password %s, through REST and the Local API', async (_case, password) => {
    const payload = await testPayload()
    await ensureStaff(payload)
    const response = await fetch(`${cmsUrl}/cms-api/users`, {
      method: 'POST',
      headers: await authHeaders(cmsUrl, TEST_ADMIN),
      body: JSON.stringify({ email: `weak-${uniqueSuffix()}@test.blockwise`, password }),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toMatch(/at least 12 characters|too common/)
    await expect(
      payload.create({
        collection: 'users',
        data: { email: `weak-${uniqueSuffix()}@test.blockwise`, password, role: 'editor' },
      }),
    ).rejects.toThrow(/password/i)
  })

  it('asks for the current password before an account changes its own password', async () => {
    const editor = await newEditor()
    const change = (data: Record<string, unknown>) => patchUser(editor.id, editor.headers, data)
    const missing = await change({ password: 'a-new-long-password' })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(await missing.json())).toMatch(/current password is required/)
    const wrong = await change({
      password: 'a-new-long-password',
      currentPassword: 'not-it-at-all',
    })
    expect(wrong.status).toBe(403)
    expect(JSON.stringify(await wrong.json())).toMatch(/current password is not correct/)
    expect(await canLogIn(editor.email, 'a-new-long-password')).toBe(false)
    const changed = await change({
      password: 'a-new-long-password',
      currentPassword: editor.password,
    })
    expect(changed.status).toBe(200)
    expect(await canLogIn(editor.email, 'a-new-long-password')).toBe(true)
    // The new password meets the same rules.
    expect(
      (await change({ password: 'short-one', currentPassword: 'a-new-long-password' })).status,
    ).toBe(400)
  })

  it('asks for it before an account changes its own email, not to save the same one', async () => {
    const editor = await newEditor()
    const newEmail = `moved-${uniqueSuffix()}@test.blockwise`
    expect((await patchUser(editor.id, editor.headers, { email: newEmail })).status).toBe(400)
    expect(
      (await patchUser(editor.id, editor.headers, { email: editor.email, name: 'Same' })).status,
    ).toBe(200)
    expect(
      (
        await patchUser(editor.id, editor.headers, {
          email: newEmail,
          currentPassword: editor.password,
        })
      ).status,
    ).toBe(200)
    expect(await canLogIn(newEmail, editor.password)).toBe(true)
  })

  it("lets an admin set another account's password without it", async () => {
    await ensureStaff(await testPayload())
    const editor = await newEditor()
    const admin = await authHeaders(cmsUrl, TEST_ADMIN)
    expect((await patchUser(editor.id, admin, { password: 'set-by-the-admin' })).status).toBe(200)
    expect(await canLogIn(editor.email, 'set-by-the-admin')).toBe(true)
  })

  it('lets only admins unlock an account', async () => {
    const payload = await testPayload()
    await ensureStaff(payload)
    const unlock = async (headers: Record<string, string>) =>
      (
        await fetch(`${cmsUrl}/cms-api/users/unlock`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: TEST_ADMIN.email }),
        })
      ).status
    expect(await unlock(await authHeaders(cmsUrl, TEST_EDITOR))).toBe(403)
    expect(await unlock(JSON_HEADERS)).toBe(403)
    expect(await unlock(await authHeaders(cmsUrl, TEST_ADMIN))).toBe(200)
  })

  it("refuses a document lock in another user's name, and allows one in the caller's", async () => {
    const payload = await testPayload()
    await ensureStaff(payload)
    const [admin] = (
      await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })
    ).docs
    const editor = await newEditor()
    const author = await createAuthor(payload)
    const lock = (userId: string, method = 'POST', path = '') =>
      fetch(`${cmsUrl}/cms-api/payload-locked-documents${path}`, {
        method,
        headers: { ...editor.headers, origin: cmsUrl },
        body: JSON.stringify({
          document: { relationTo: 'authors', value: author.id },
          user: { relationTo: 'users', value: userId },
        }),
      })
    expect((await lock(admin!.id)).status).toBe(403)
    const own = await lock(editor.id)
    expect(own.status).toBe(201)
    const { doc } = (await own.json()) as { doc: { id: string } }
    expect((await lock(admin!.id, 'PATCH', `/${doc.id}`)).status).toBe(403)
    const stored = await payload.findByID({
      collection: 'payload-locked-documents',
      id: doc.id,
      depth: 0,
    })
    expect(stored.user).toMatchObject({ relationTo: 'users', value: editor.id })
  })
})
