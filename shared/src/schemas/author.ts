import '../zodInBrowsers'
import { z } from 'zod'

import { AVATAR_DIRECTORIES } from '../constants'
import { normaliseLocalPath } from './localPath'

export const AVATAR_NOT_LOCAL =
  "Avatar must be stored locally in 'avatars/' or 'uploads/' directory (with or without leading slash)"

/** Judged as it resolves, so `avatars/%2e%2e/…` or `avatars/./../…` cannot leave the directory. */
function isLocalAvatarPath(path: string): boolean {
  const resolved = normaliseLocalPath(path)
  return resolved !== null && AVATAR_DIRECTORIES.some((directory) => resolved.startsWith(directory))
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
