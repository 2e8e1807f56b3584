import '../zodInBrowsers'
import { z } from 'zod'

import { AVATAR_DIRECTORIES } from '../constants'
import { MEDIA_FILE_PATH } from '../html/mediaPaths'
import { normaliseLocalPath } from './localPath'

export const AVATAR_NOT_LOCAL =
  "Avatar must be stored locally in 'avatars/' or 'uploads/' directory (with or without leading slash)"

/** Judged as it resolves, so `avatars/%2e%2e/…` or `avatars/./../…` cannot leave the directory. */
function isLocalAvatarPath(path: string): boolean {
  const resolved = normaliseLocalPath(path)
  return resolved !== null && AVATAR_DIRECTORIES.some((directory) => resolved.startsWith(directory))
}

/** Where an editor's uploads are named in an avatar path: a file of the media library. */
const UPLOADS_DIRECTORY: (typeof AVATAR_DIRECTORIES)[number] = 'uploads/'

/** The media library's file name an `uploads/<name>` avatar path names; null for any other path. */
export function uploadedAvatarName(path: string): string | null {
  const resolved = normaliseLocalPath(path)
  if (resolved === null || !resolved.startsWith(UPLOADS_DIRECTORY)) return null
  const name = resolved.slice(UPLOADS_DIRECTORY.length)
  return name === '' || name.includes('/') ? null : name
}

/**
 * The URL path, on the site's origin, of the file an avatar path names
 * (docs/product.md#validation): `uploads/<name>` is the media library's file `<name>`, any other
 * the site's own file. Null for a path the rule refuses or one that names a folder.
 */
export function avatarSource(path: string): string | null {
  const resolved = normaliseLocalPath(path)
  if (resolved === null || !isLocalAvatarPath(path) || resolved.endsWith('/')) return null
  if (!resolved.startsWith(UPLOADS_DIRECTORY)) return `/${resolved}`
  const uploaded = uploadedAvatarName(path)
  return uploaded === null ? null : `${MEDIA_FILE_PATH}${encodeURIComponent(uploaded)}`
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
