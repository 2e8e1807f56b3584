import { checkAvatar } from '@blockwise/shared'

/** The avatars the site ships in frontend/public/avatars (a test keeps the two in step). */
export const BUNDLED_AVATARS = [
  'avatars/elena-varga.svg',
  'avatars/maya-chen.svg',
  'avatars/raj-patel.svg',
  'avatars/tomas-okafor.svg',
] as const

export const AVATAR_NOT_FOUND = `Avatar must be one of the site's avatars (${BUNDLED_AVATARS.join(', ')}); upload any other picture as the avatar image`

/**
 * A local path (the contract's rule) that names a file the site has: a path to nothing showed
 * readers a broken image. Editors' own pictures go in `avatarImage`, a media upload.
 */
export function checkAvatarPath(value: unknown): true | string {
  const local = checkAvatar(value)
  if (local !== true || typeof value !== 'string' || value === '') return local
  const path = value.replace(/^\/+/, '')
  return (BUNDLED_AVATARS as readonly string[]).includes(path) ? true : AVATAR_NOT_FOUND
}
