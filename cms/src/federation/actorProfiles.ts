import type { Payload, Where } from 'payload'

import { avatarSource } from '@blockwise/shared'
import { PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'
import { MEDIA_FILE_PATH } from '@blockwise/shared/html/mediaPaths'

import { isDocumentId } from '@/lib/documentId'

/** What an actor document says of its owner, read from the CMS. */
export interface ActorProfile {
  kind: 'publication' | 'author'
  /** The WebFinger username: 'blockwise', or the author's slug. */
  username: string
  name: string
  summary: string
  /** The profile page, avatar and header image: paths of the site (the last two may be none). */
  page: string
  icon: string | null
  header: string | null
  manuallyApprovesFollowers: boolean
}

const PUBLICATION_ICON = '/images/logo.png'

const mediaPath = (filename: string | null | undefined) =>
  filename ? `${MEDIA_FILE_PATH}${encodeURIComponent(filename)}` : null

/** The header of a profile: the featured image of its newest live article, a cover that changes. */
async function newestImage(payload: Payload, where: Where = {}): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ published: { equals: true } }, { featuredImage: { exists: true } }, where] },
    sort: '-publishedAt',
    limit: 1,
    depth: 1,
    select: { featuredImage: true },
    overrideAccess: true,
  })
  const image = docs[0]?.featuredImage
  return typeof image === 'object' && image ? mediaPath(image.filename) : null
}

/** Whether new follows wait for an editor (site settings). */
export async function followsNeedApproval(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.fediverseFollows === 'approval'
}

async function publicationProfile(payload: Payload): Promise<ActorProfile> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return {
    kind: 'publication',
    username: PUBLICATION_ACTOR,
    name: settings.siteName,
    summary: settings.tagline,
    page: '/',
    icon: PUBLICATION_ICON,
    header: await newestImage(payload),
    manuallyApprovesFollowers: settings.fediverseFollows === 'approval',
  }
}

/** An author's profile by their id (the actor's identifier), or null when there is no such author. */
async function authorProfile(payload: Payload, id: string): Promise<ActorProfile | null> {
  if (!isDocumentId(id)) return null
  const author = await payload.findByID({
    collection: 'authors',
    id,
    depth: 1,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!author) return null
  const uploaded = typeof author.avatarImage === 'object' ? author.avatarImage?.filename : null
  return {
    kind: 'author',
    username: author.slug,
    name: author.name,
    summary: author.bio ?? '',
    page: `/authors/${encodeURIComponent(author.slug)}`,
    icon: mediaPath(uploaded) ?? (author.avatar ? avatarSource(author.avatar) : null),
    header: await newestImage(payload, { authorId: { equals: author.id } }),
    manuallyApprovesFollowers: await followsNeedApproval(payload),
  }
}

/** The actor identifier behind a WebFinger username: the publication's, or an author's id. */
export async function identifierOfUsername(
  payload: Payload,
  username: string,
): Promise<string | null> {
  if (username === PUBLICATION_ACTOR) return PUBLICATION_ACTOR
  const { docs } = await payload.find({
    collection: 'authors',
    where: { slug: { equals: username } },
    limit: 1,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

export function actorProfile(payload: Payload, identifier: string): Promise<ActorProfile | null> {
  return identifier === PUBLICATION_ACTOR
    ? publicationProfile(payload)
    : authorProfile(payload, identifier)
}

/** Whether the identifier names an actor (cheaper than its profile: for every signature). */
export async function isActor(payload: Payload, identifier: string): Promise<boolean> {
  if (identifier === PUBLICATION_ACTOR) return true
  if (!isDocumentId(identifier)) return false
  const { totalDocs } = await payload.count({
    collection: 'authors',
    where: { id: { equals: identifier } },
    overrideAccess: true,
  })
  return totalDocs > 0
}
