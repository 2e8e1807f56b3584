import { avatarSource, checkAvatar, uploadedAvatarName } from '@blockwise/shared'
import type { PayloadRequest } from 'payload'

/** The avatars the site ships in frontend/public/avatars (a test keeps the two in step). */
export const BUNDLED_AVATARS = [
  'avatars/elena-varga.svg',
  'avatars/maya-chen.svg',
  'avatars/raj-patel.svg',
  'avatars/tomas-okafor.svg',
] as const

export const AVATAR_NOT_FOUND = `Avatar must name a file the site has: one of its avatars (${BUNDLED_AVATARS.join(', ')}) or an uploaded image as uploads/<its file name>`

async function isUploadedFile(req: PayloadRequest, name: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'media',
    where: { filename: { equals: name } },
    req,
  })
  return totalDocs > 0
}

/**
 * A local path (the contract's rule) that names a file the site has, one it ships or one in the
 * media library: a path to nothing showed readers a broken image.
 */
export async function checkAvatarPath(value: unknown, req: PayloadRequest): Promise<true | string> {
  const local = checkAvatar(value)
  if (local !== true || typeof value !== 'string' || value === '') return local
  const source = avatarSource(value)
  if (BUNDLED_AVATARS.some((bundled) => source === `/${bundled}`)) return true
  const uploaded = uploadedAvatarName(value)
  return uploaded !== null && (await isUploadedFile(req, uploaded)) ? true : AVATAR_NOT_FOUND
}
