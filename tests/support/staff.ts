import type { Payload } from 'payload'

import { testPayload } from './payload'

export const TEST_ADMIN = {
  email: 'admin@test.blockwise',
  password: 'admin-password-1',
  role: 'admin',
} as const
export const TEST_EDITOR = {
  email: 'editor@test.blockwise',
  password: 'editor-password-1',
  role: 'editor',
} as const
export const TEST_CONTRIBUTOR = {
  email: 'contributor@test.blockwise',
  password: 'contributor-password-1',
  role: 'contributor',
} as const

/** Creates the test admin, editor and contributor once; later calls find them. */
export async function ensureStaff(payload: Payload): Promise<void> {
  for (const user of [TEST_ADMIN, TEST_EDITOR, TEST_CONTRIBUTOR]) {
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: user.email } },
    })
    if (totalDocs === 0) await payload.create({ collection: 'users', data: { ...user } })
  }
}

/** Logs in through the native REST API and returns the Authorization header Payload expects. */
export async function authHeaders(
  cmsUrl: string,
  user: { email: string; password: string },
): Promise<Record<string, string>> {
  const response = await fetch(`${cmsUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return { authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

/** Request headers of the test editor, creating the staff accounts first if needed. */
export async function editorHeaders(cmsUrl: string): Promise<Record<string, string>> {
  await ensureStaff(await testPayload())
  return authHeaders(cmsUrl, TEST_EDITOR)
}

/**
 * The test contributor's byline: the author with its account's email (a contributor may put no
 * other on its articles). Created once; later calls find it.
 */
export async function contributorAuthorId(payload: Payload): Promise<string> {
  const where = { email: { equals: TEST_CONTRIBUTOR.email } }
  const { docs } = await payload.find({ collection: 'authors', where, limit: 1, depth: 0 })
  if (docs[0]) return docs[0].id
  const author = await payload.create({
    collection: 'authors',
    data: {
      name: 'Test Contributor',
      email: TEST_CONTRIBUTOR.email,
      initials: 'TC',
      color: '#123456',
      slug: '',
    },
  })
  return author.id
}
