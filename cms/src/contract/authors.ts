import type { Payload, PayloadRequest } from 'payload'

import { avatarSource, type Author } from '@blockwise/shared'

import type { Author as AuthorDocument } from '@/payload-types'

/** The uploaded picture's site-relative path, else that of the file the avatar path names. */
function avatarOf(author: AuthorDocument): string | null {
  const image = author.avatarImage
  if (image && typeof image === 'object' && image.url) return image.url
  return author.avatar ? avatarSource(author.avatar) : null
}

/** The contract's author; `email` is present only when field access let the caller read it. */
function toAuthor(author: AuthorDocument): Author {
  return {
    id: author.id,
    name: author.name,
    slug: author.slug,
    bio: author.bio ?? null,
    ...(author.email ? { email: author.email } : {}),
    avatar: avatarOf(author),
    initials: author.initials,
    color: author.color,
    age: author.age ?? null,
    writingStyle: author.writingStyle ?? null,
    paragraphStyle: author.paragraphStyle ?? null,
    originCountry: author.originCountry ?? null,
    politicalViewpoint: author.politicalViewpoint ?? null,
    nativeLanguage: author.nativeLanguage ?? null,
    senseOfHumor: author.senseOfHumor ?? null,
    englishProficiency: author.englishProficiency ?? null,
    createdAt: author.createdAt,
    updatedAt: author.updatedAt,
  }
}

/** Of the avatar image, only what its URL is made of. */
const AVATAR_IMAGE = { media: { filename: true, url: true } } as const

/** Every author by name, or those updated at or after `updatedSince`. */
export async function listAuthors(
  payload: Payload,
  user: PayloadRequest['user'],
  updatedSince?: string,
): Promise<Author[]> {
  const { docs } = await payload.find({
    collection: 'authors',
    ...(updatedSince === undefined
      ? {}
      : { where: { updatedAt: { greater_than_equal: updatedSince } } }),
    sort: 'name',
    pagination: false,
    depth: 1,
    populate: AVATAR_IMAGE,
    overrideAccess: false,
    user,
  })
  return docs.map(toAuthor)
}

export async function findAuthor(
  payload: Payload,
  id: string,
  user: PayloadRequest['user'],
): Promise<Author | null> {
  const author = await payload.findByID({
    collection: 'authors',
    id,
    depth: 1,
    populate: AVATAR_IMAGE,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  return author ? toAuthor(author) : null
}
