import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { isDocumentId } from '../lib/documentId'

import { canUseEditorialCalls, isContributorUser } from './roles'

type RequestUser = PayloadRequest['user']

/**
 * A contributor's own articles that readers do not see yet: the only articles a contributor may
 * change. `createdBy` is the account that created the article (set by the server, never by a
 * client); `published` is the stored row's "readers see it", which a draft save never sets.
 */
export function ownDraftsOf(user: NonNullable<RequestUser>): Where {
  return { and: [{ createdBy: { equals: user.id } }, { published: { not_equals: true } }] }
}

/**
 * Readers see published articles; contributors also their own drafts (not other people's);
 * editors, admins and editorial keys every article.
 */
export const articleReaders: Access = ({ req: { user } }) => {
  if (canUseEditorialCalls(user)) return true
  const published: Where = { published: { equals: true } }
  if (user && isContributorUser(user))
    return { or: [published, { createdBy: { equals: user.id } }] }
  return published
}

/** Versions (the history, a restore): every article's for editorial callers, their own for contributors. */
export const articleVersionReaders: Access = ({ req: { user } }) => {
  if (canUseEditorialCalls(user)) return true
  if (user && isContributorUser(user)) return { 'version.createdBy': { equals: user.id } }
  return false
}

/** Editorial callers and contributors write new articles (a contributor's stay drafts). */
export const articleCreators: Access = ({ req: { user } }) =>
  canUseEditorialCalls(user) || isContributorUser(user)

/** Editorial callers change any article; contributors only their own drafts (ownDraftsOf). */
export const articleUpdaters: Access = ({ req: { user } }) => {
  if (canUseEditorialCalls(user)) return true
  return user && isContributorUser(user) ? ownDraftsOf(user) : false
}

/** Fields of the editorial workflow (owner, review): for the people working on the article. */
export const articleWorkersField: FieldAccess = ({ req: { user } }) =>
  canUseEditorialCalls(user) || isContributorUser(user)

/**
 * Whether the caller may change this article: what `articleUpdaters` grants, for the endpoints
 * and locks that act on one article outside Payload's own update.
 */
export async function mayEditArticle(req: PayloadRequest, articleId: string): Promise<boolean> {
  const { user } = req
  if (canUseEditorialCalls(user)) return true
  if (!user || !isContributorUser(user) || !isDocumentId(articleId)) return false
  const row = await req.payload.db.findOne({
    collection: 'articles',
    where: { and: [{ id: { equals: articleId } }, ownDraftsOf(user)] },
    req,
  })
  return row !== null
}
