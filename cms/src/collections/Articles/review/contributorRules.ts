import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import type { Article } from '@/payload-types'

import { isContributorUser } from '../../../access/roles'
import { relatedId } from '../../../lib/articleLinks'

export const CONTRIBUTORS_CANNOT_PUBLISH =
  'Contributors cannot publish: submit the draft for review and an editor publishes it.'
export const CONTRIBUTORS_OWN_BYLINE =
  'A contributor’s byline is their own author profile (the author with their account’s email).'

/** The author profile with the contributor's account email: their byline. */
async function ownAuthorId(req: PayloadRequest): Promise<string | null> {
  const email = req.user?.collection === 'users' ? req.user.email : undefined
  if (!email) return null
  const { docs } = await req.payload.find({
    collection: 'authors',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    select: {},
    req,
  })
  return docs[0]?.id ?? null
}

/**
 * What a contributor's save may not do, whatever the client (admin, REST, GraphQL): publish
 * (403), or put someone else's byline on the article (403). A new article without an author
 * gets the contributor's own profile. Scheduling is the jobs' access (editors only), and the
 * fields only editors set (featured, publishedAt) refuse contributors' values in their access.
 */
export const holdContributorsToDrafts: CollectionBeforeChangeHook<Article> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (!isContributorUser(req.user)) return data
  if (data._status === 'published') throw new APIError(CONTRIBUTORS_CANNOT_PUBLISH, 403, null, true)
  // The admin sends an emptied relationship as '': no byline asked for.
  const asked = relatedId(data.authorId) || null
  const kept = relatedId(originalDoc?.authorId) || null
  if (asked !== null && asked === kept) return data
  const own = await ownAuthorId(req)
  if (asked !== null && asked !== own) throw new APIError(CONTRIBUTORS_OWN_BYLINE, 403, null, true)
  if (asked === null && kept === null && own !== null) return { ...data, authorId: own }
  return data
}
