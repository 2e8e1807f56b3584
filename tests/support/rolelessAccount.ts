import pg from 'pg'

import { uniqueSuffix } from './fixtures'
import { testPayload } from './payload'
import { authHeaders } from './staff'

export interface RolelessAccount {
  headers: Record<string, string>
  /** Deletes the account and puts the NOT NULL back on users.role. */
  remove: () => Promise<void>
}

/**
 * A logged-in account with neither the admin nor the editor role: the role column is emptied
 * directly in the database (no client can do that: the field is required and only admins may set
 * it), as an account left with a role this code no longer knows would be.
 */
export async function rolelessAccount(
  cmsUrl: string,
  databaseUrl: string,
): Promise<RolelessAccount> {
  const credentials = {
    email: `roleless-${uniqueSuffix()}@test.blockwise`,
    password: 'roleless-password-1',
  }
  const user = await (
    await testPayload()
  ).create({ collection: 'users', data: { ...credentials, role: 'editor' } })
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query('ALTER TABLE users ALTER COLUMN role DROP NOT NULL')
    await db.query('UPDATE users SET role = NULL WHERE id = $1', [user.id])
  } finally {
    await db.end()
  }
  return {
    headers: await authHeaders(cmsUrl, credentials),
    remove: async () => {
      const cleanup = new pg.Client({ connectionString: databaseUrl })
      await cleanup.connect()
      try {
        await cleanup.query('DELETE FROM users WHERE id = $1', [user.id])
        await cleanup.query('ALTER TABLE users ALTER COLUMN role SET NOT NULL')
      } finally {
        await cleanup.end()
      }
    },
  }
}
