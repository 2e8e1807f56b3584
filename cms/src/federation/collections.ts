import { Create, PUBLIC_COLLECTION } from '@fedify/vocab'
import { Temporal } from '@js-temporal/polyfill'
import type { Payload } from 'payload'

import { FEDERATION_PATHS, PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'

import { isActor } from './actorProfiles'
import { articleObject } from './articleObject'
import type { BlockwiseContext, BlockwiseFederation } from './contextData'
import { liveArticlesPage, type FederatedArticle } from './federatedArticles'
import { acceptedFollowers, followerRecipient } from './followerRecipients'

const PAGE_SIZE = 50

/** The accounts the publication follows that said yes (a few: an admin adds each one). */
const acceptedFollowing = (payload: Payload) =>
  payload.find({
    collection: 'fediverse-following',
    where: { state: { equals: 'accepted' } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })

/**
 * What an actor's outbox lists: each live article's creation, as it went out when published (its
 * later updates and its removal are not listed; a removed article is not either).
 */
function articleCreation(ctx: BlockwiseContext, actor: string, article: FederatedArticle): Create {
  return new Create({
    id: new URL(`#created-${article.id}`, ctx.getOutboxUri(actor)),
    actor: ctx.getActorUri(actor),
    object: articleObject(ctx, article),
    published: Temporal.Instant.from(article.publishedAt),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(actor),
  })
}

/** A page number cursor ('1', '2', …), or null when it is not one. */
const pageOf = (cursor: string) => (/^[1-9]\d{0,6}$/.test(cursor) ? Number(cursor) : null)

/**
 * Each actor's followers (asked for whole, when Fedify gathers a delivery's recipients, or in
 * pages of 50), following (the accounts an admin had the publication follow, once they accepted;
 * authors follow no one) and outbox (its live articles, newest first, in pages of 20).
 */
export function registerCollections(federation: BlockwiseFederation): void {
  federation
    .setFollowersDispatcher(FEDERATION_PATHS.followers, async (ctx, identifier, cursor) => {
      if (!(await isActor(ctx.data, identifier))) return null
      if (cursor === null) {
        const { docs } = await acceptedFollowers(ctx.data, identifier, 'all')
        return { items: docs.map(followerRecipient) }
      }
      const page = pageOf(cursor)
      if (page === null) return null
      const found = await acceptedFollowers(ctx.data, identifier, { limit: PAGE_SIZE, page })
      return {
        items: found.docs.map(followerRecipient),
        nextCursor: found.hasNextPage ? String(page + 1) : null,
      }
    })
    .setCounter(async (ctx, identifier) => {
      const { totalDocs } = await acceptedFollowers(ctx.data, identifier, { limit: 1, page: 1 })
      return totalDocs
    })
    .setFirstCursor(() => '1')

  federation
    .setFollowingDispatcher(FEDERATION_PATHS.following, async (ctx, identifier) => {
      if (!(await isActor(ctx.data, identifier))) return null
      if (identifier !== PUBLICATION_ACTOR) return { items: [] }
      const { docs } = await acceptedFollowing(ctx.data)
      return { items: docs.flatMap((entry) => (entry.actor ? [new URL(entry.actor)] : [])) }
    })
    .setCounter(async (ctx, identifier) =>
      identifier === PUBLICATION_ACTOR ? (await acceptedFollowing(ctx.data)).totalDocs : 0,
    )

  const authorOf = (identifier: string) => (identifier === PUBLICATION_ACTOR ? null : identifier)
  federation
    .setOutboxDispatcher(FEDERATION_PATHS.outbox, async (ctx, identifier, cursor) => {
      if (cursor === null || !(await isActor(ctx.data, identifier))) return null
      const page = pageOf(cursor)
      if (page === null) return null
      const found = await liveArticlesPage(ctx.data, authorOf(identifier), { page, limit: 20 })
      const items = found.docs.map((article) => articleCreation(ctx, identifier, article))
      return { items, nextCursor: found.hasNextPage ? String(page + 1) : null }
    })
    .setCounter(
      async (ctx, identifier) =>
        (await liveArticlesPage(ctx.data, authorOf(identifier), { page: 1, limit: 1 })).totalDocs,
    )
    .setFirstCursor(() => '1')
}
