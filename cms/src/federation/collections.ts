import { Activity } from '@fedify/vocab'

import { FEDERATION_PATHS } from '@blockwise/shared/federation/addresses'

import { isActor } from './actorProfiles'
import type { BlockwiseFederation } from './contextData'
import { acceptedFollowers, followerRecipient } from './followerRecipients'

const PAGE_SIZE = 50

/** A page number cursor ('1', '2', …), or null when it is not one. */
const pageOf = (cursor: string) => (/^[1-9]\d{0,6}$/.test(cursor) ? Number(cursor) : null)

/**
 * Each actor's followers (asked for whole, when Fedify gathers a delivery's recipients, or in
 * pages of 50), following (nobody: the publication follows no one) and outbox (what it sent,
 * newest first, in pages of 20).
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
    .setFollowingDispatcher(FEDERATION_PATHS.following, async (ctx, identifier) =>
      (await isActor(ctx.data, identifier)) ? { items: [] } : null,
    )
    .setCounter(() => 0)

  federation
    .setOutboxDispatcher(FEDERATION_PATHS.outbox, async (ctx, identifier, cursor) => {
      if (cursor === null || !(await isActor(ctx.data, identifier))) return null
      const page = pageOf(cursor)
      if (page === null) return null
      const found = await ctx.data.find({
        collection: 'federation-outbox',
        where: { actor: { equals: identifier } },
        sort: '-publishedAt',
        limit: 20,
        page,
        depth: 0,
        overrideAccess: true,
      })
      const items = await Promise.all(
        found.docs.map((entry) => Activity.fromJsonLd(entry.activity, ctx)),
      )
      return { items, nextCursor: found.hasNextPage ? String(page + 1) : null }
    })
    .setCounter(async (ctx, identifier) => {
      const { totalDocs } = await ctx.data.count({
        collection: 'federation-outbox',
        where: { actor: { equals: identifier } },
        overrideAccess: true,
      })
      return totalDocs
    })
    .setFirstCursor(() => '1')
}
