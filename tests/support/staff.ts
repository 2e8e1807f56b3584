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

/** Creates the test admin and editor once; later calls find them. */
export async function ensureStaff(payload: Payload): Promise<void> {
  for (const user of [TEST_ADMIN, TEST_EDITOR]) {
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
