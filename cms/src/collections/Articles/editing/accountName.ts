import type { PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

/** How an account is named to other editors: its name, else its email; null for no account. */
export async function accountName(req: PayloadRequest, userId: string | null) {
  if (!userId) return null
  const user = await req.payload.db.findOne<User>({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })
  return user?.name?.trim() || user?.email || null
}
