import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, inject, it } from 'vitest'

import { ROOT } from '../../scripts/lib/paths'
import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { TEST_ADMIN, authHeaders, ensureStaff } from '../support/staff'

const cmsUrl = inject('cmsUrl')
const execFileAsync = promisify(execFile)

/** A login, by default from a client of its own (the shared CMS trusts the test as the site). */
function login(email: string, password: string, headers = readerHeaders(JSON_HEADERS)) {
  return fetch(`${cmsUrl}/cms-api/users/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })
}

/** A new editor's `payload-token` cookie, as the admin login sets it. */
async function editorSession(name: string): Promise<string> {
  const email = `${name}-${uniqueSuffix()}@test.blockwise`
  await (
    await testPayload()
  ).create({
    collection: 'users',
    data: { email, password: 'a-long-password-3', role: 'editor' },
  })
  const session = /payload-token=[^;]+/.exec(
    (await login(email, 'a-long-password-3')).headers.get('set-cookie') ?? '',
  )?.[0]
  if (!session) throw new Error(`no session cookie for ${email}`)
  return session
}

describe('staff accounts', () => {
  it('sets the session cookie HttpOnly, SameSite=Lax and, in production, Secure', async () => {
    const email = `cookie-${uniqueSuffix()}@test.blockwise`
    await (
      await testPayload()
    ).create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', role: 'editor' },
    })
    const response = await login(email, 'a-long-password-1')
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    // The CMS under test is the production build.
    expect(cookie).toMatch(/;\s*Secure/i)
  })

  it('honours the session cookie only on writes from the site or the admin (CSRF)', async () => {
    const session = await editorSession('csrf')
    const createTag = (origin: string, name: string) =>
      fetch(`${cmsUrl}/cms-api/tags`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session, origin },
        body: JSON.stringify({ name }),
      })
    const forged = `forged-${uniqueSuffix()}`
    expect([401, 403]).toContain((await createTag('https://attacker.example', forged)).status)
    const tags = await (
      await testPayload()
    ).find({
      collection: 'tags',
      where: { name: { equals: forged } },
    })
    expect(tags.totalDocs).toBe(0)
    expect((await createTag(cmsUrl, `genuine-${uniqueSuffix()}`)).status).toBe(201)
  })

  it("holds the documented /api editors' calls to the same origins", async () => {
    const session = await editorSession('csrf-api')
    const payload = await testPayload()
    const author = await createAuthor(payload)
    const article = await createArticle(payload, author.id, { seoTitle: 'A proposed SEO title' })
    const rejectSeoTitle = (origin: string) =>
      fetch(`${cmsUrl}/api/articles/${article.id}/reject-seo-title`, {
        method: 'POST',
        headers: { cookie: session, origin },
      })

    expect((await rejectSeoTitle('https://attacker.example')).status).toBe(401)
    const untouched = await payload.findByID({ collection: 'articles', id: article.id })
    expect(untouched.seoTitle).toBe('A proposed SEO title')

    expect((await rejectSeoTitle(cmsUrl)).status).toBe(200)
    const rejected = await payload.findByID({ collection: 'articles', id: article.id })
    expect(rejected.seoTitle ?? null).toBeNull()
  })

  it('lets an admin change a role', async () => {
    const payload = await testPayload()
    await ensureStaff(payload)
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: `promoted-${uniqueSuffix()}@test.blockwise`,
        password: 'a-long-password-4',
        role: 'editor',
      },
    })
    const response = await fetch(`${cmsUrl}/cms-api/users/${editor.id}`, {
      method: 'PATCH',
      headers: await authHeaders(cmsUrl, TEST_ADMIN),
      body: JSON.stringify({ role: 'admin' }),
    })
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: editor.id })).role).toBe('admin')
  })

  it.each([
    ['no', undefined],
    ['the development default', 'blockwise-development-secret-not-for-production'],
    ['a too short', 'short-secret'],
  ])('refuses to start in production with %s PAYLOAD_SECRET', async (_case, secret) => {
    const failure = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', "await import('./cms/src/env.ts')"],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://unused',
          ...(secret ? { PAYLOAD_SECRET: secret } : {}),
        },
      },
    ).catch((error: { code: number; stderr: string }) => error)
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stderr: string }).stderr).toMatch(/PAYLOAD_SECRET must/)
  })
})
