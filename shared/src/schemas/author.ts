import { z } from 'zod'

import { AVATAR_DIRECTORIES } from '../constants'

export const AVATAR_NOT_LOCAL =
  "Avatar must be stored locally in 'avatars/' or 'uploads/' directory (with or without leading slash)"

function isLocalAvatarPath(path: string): boolean {
  const relative = path.startsWith('/') ? path.slice(1) : path
  const segments = relative.split('/')
  return (
    AVATAR_DIRECTORIES.some((directory) => relative.startsWith(directory)) &&
    !segments.includes('..') &&
    !relative.includes('\\')
  )
}

/** Optional avatar path: empty means none; otherwise it must sit under avatars/ or uploads/. */
export const avatarSchema = z
  .string()
  .refine((path) => path === '' || isLocalAvatarPath(path), AVATAR_NOT_LOCAL)
  .optional()
  .nullable()

export function checkAvatar(avatar: unknown): true | string {
  const result = avatarSchema.safeParse(avatar)
  return result.success ? true : (result.error.issues[0]?.message ?? AVATAR_NOT_LOCAL)
}
