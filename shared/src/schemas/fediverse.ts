import '../zodInBrowsers'
import { z } from 'zod'

import { dateTimeString } from './dateTime'

/**
 * What the social web did with the publication's articles: for the admin (editors and admins),
 * `GET /api/fediverse/articles/{id}` and `GET /api/fediverse/overview`; for readers,
 * `GET /api/articles/{slug}/fediverse`.
 */

/** A like, boost or reply as received; `content` is a reply's sanitised HTML. */
export const fediverseInteractionSchema = z.object({
  id: z.string(),
  kind: z.enum(['like', 'boost', 'reply']),
  actorHandle: z.string().nullable(),
  actorName: z.string().nullable(),
  objectUrl: z.string().nullable(),
  content: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  receivedAt: dateTimeString(),
})
export type FediverseInteractionRow = z.infer<typeof fediverseInteractionSchema>

export const articleFediverseSchema = z
  .object({
    likes: z.number().int(),
    boosts: z.number().int(),
    replies: z.object({ pending: z.number().int(), approved: z.number().int() }),
    /** The 10 newest interactions with the article, newest first. */
    latest: z.array(fediverseInteractionSchema),
  })
  .meta({ id: 'ArticleFediverse' })
export type ArticleFediverse = z.infer<typeof articleFediverseSchema>

export const fediverseOverviewSchema = z
  .object({
    /** The publication ('blockwise'), then each author with followers, by name. */
    followers: z.array(
      z.object({
        actor: z.string(),
        label: z.string(),
        accepted: z.number().int(),
        pending: z.number().int(),
      }),
    ),
    repliesAwaitingReview: z.number().int(),
    /** The 10 newest interactions with any article, newest first. */
    latest: z.array(
      fediverseInteractionSchema.extend({
        article: z.object({ id: z.string(), title: z.string() }),
      }),
    ),
  })
  .meta({ id: 'FediverseOverview' })
export type FediverseOverview = z.infer<typeof fediverseOverviewSchema>

/** How many approved replies readers are shown under an article: the newest ones. */
export const FEDIVERSE_REPLIES_SHOWN = 20

/** A reply an editor approved, as readers see it; `content` is sanitised HTML (p, br, a). */
export const fediverseReplySchema = z.object({
  actorHandle: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The reply on its own server: an http(s) address, or null when it gave none. */
  url: z.string().nullable(),
  content: z.string(),
  receivedAt: dateTimeString(),
})
export type FediverseReply = z.infer<typeof fediverseReplySchema>

export const articleReactionsSchema = z
  .object({
    likes: z.number().int(),
    boosts: z.number().int(),
    /** The newest approved replies (FEDIVERSE_REPLIES_SHOWN at most), oldest first. */
    replies: z.array(fediverseReplySchema),
  })
  .meta({ id: 'ArticleReactions' })
export type ArticleReactions = z.infer<typeof articleReactionsSchema>
