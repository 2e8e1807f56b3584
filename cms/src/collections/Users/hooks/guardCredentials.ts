import {
  APIError,
  Forbidden,
  ValidationError,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { isAdminUser } from '@/access/roles'
import { forgetAttempts } from '@/auth/loginThrottle'
import { passwordMatches } from '@/compat/passwordHash'
import { passwordProblem } from '@/auth/passwordPolicy'
import { clientKey } from '@/lib/clientKey'

import { admitPasswordAttempt } from './throttlePasswordAttempts'

/** Where the caller gives their current password: a request-only key, never stored. */
const CURRENT = 'currentPassword'

interface CredentialData {
  email?: unknown
  password?: unknown
  currentPassword?: unknown
}

/**
 * Every new password (first user, account creation, change, reset) meets the policy
 * (auth/passwordPolicy.ts). A signed-in caller changing an account's email or password gives the
 * account's current password (`currentPassword`), so a stolen session cannot take the account
 * over; an admin changing another account by its id does not need it.
 */
export const guardCredentials: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data: CredentialData = (args as { data?: CredentialData }).data ?? {}
  if (data.password !== undefined && data.password !== '') refuseWeak(data.password)
  if (operation === 'update' && req.user) {
    const id = (args as { id?: number | string }).id
    if (await changesCredentials(req, data, id)) await requireCurrentPassword(req, data, id)
    delete data.currentPassword
  }
  return args
}

function refuseWeak(password: unknown): void {
  const problem =
    typeof password === 'string' ? passwordProblem(password) : 'The password must be text.'
  if (problem)
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: problem, path: 'password' }],
    })
}

async function changesCredentials(
  req: PayloadRequest,
  data: CredentialData,
  id: number | string | undefined,
): Promise<boolean> {
  if (data.password !== undefined && data.password !== '') return true
  if (data.email === undefined) return false
  if (id === undefined || typeof data.email !== 'string') return true
  const stored = await req.payload.db.findOne<{ id: number | string; email?: string }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
  return data.email.trim().toLowerCase() !== stored?.email?.toLowerCase()
}

async function requireCurrentPassword(
  req: PayloadRequest,
  data: CredentialData,
  id: number | string | undefined,
): Promise<void> {
  const caller = req.user
  if (!caller) return
  if (caller.collection !== 'users') throw new Forbidden(req.t)
  const adminOnAnother = isAdminUser(caller) && id !== undefined && String(id) !== String(caller.id)
  if (adminOnAnother) return
  if (typeof data.currentPassword !== 'string' || data.currentPassword === '')
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: 'Your current password is required for this change.', path: CURRENT }],
    })
  await admitPasswordAttempt(req, caller.email ?? '')
  const stored = await req.payload.db.findOne<{
    id: number | string
    hash?: string
    salt?: string
  }>({
    collection: 'users',
    where: { id: { equals: caller.id } },
  })
  if (!stored || !(await passwordMatches(data.currentPassword, stored)))
    throw new APIError('The current password is not correct.', 403, { field: CURRENT }, true)
  await forgetAttempts(clientKey(req), caller.email ?? '')
}
