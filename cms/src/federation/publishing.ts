import { Create, Delete, PUBLIC_COLLECTION, Update, type Activity } from '@fedify/vocab'
import { Temporal } from '@js-temporal/polyfill'
import type { Payload } from 'payload'

import { PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'

import { articleObject, articleTombstone, articleUri } from './articleObject'
import type { BlockwiseContext } from './contextData'
import { federationContext } from './federation'
import { liveArticle } from './federatedArticles'
import type { ArticleFederationEvent } from './queueArticleFederation'

export interface ArticleFederationInput {
  event: ArticleFederationEvent
  articleId: string
  slug: string
  authorId: string
  /** Names the change, so a job run again sends the same activities (receivers drop repeats). */
  change: string
}

/** The activity one actor sends about the article, or null when there is nothing to say. */
async function activityOf(
  ctx: BlockwiseContext,
  input: ArticleFederationInput,
  actor: string,
): Promise<Activity | null> {
  const actorUri = ctx.getActorUri(actor)
  const common = {
    id: new URL(`#${input.event}-${input.change}`, ctx.getOutboxUri(actor)),
    actor: actorUri,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(actor),
    published: Temporal.Now.instant(),
  }
  if (input.event === 'withdrawn')
    return new Delete({ ...common, object: articleTombstone(input.slug) })
  // Published or edited since the change was queued: followers get what readers see now.
  const article = await liveArticle(ctx.data, { id: input.articleId })
  if (!article) return null
  const object = articleObject(ctx, article)
  return input.event === 'published'
    ? new Create({ ...common, object })
    : new Update({ ...common, object })
}

/**
 * Tells the publication's followers and the author's about the article: a Create when it goes
 * live, an Update after an edit, a Delete (with a Tombstone) when readers can no longer see it.
 * Each is handed to Fedify, which queues one delivery per follower's server (shared inboxes
 * first), retried with back-off.
 */
export async function federateArticle(payload: Payload, input: ArticleFederationInput) {
  const ctx = federationContext(payload)
  for (const actor of [PUBLICATION_ACTOR, input.authorId]) {
    const activity = await activityOf(ctx, input, actor)
    if (!activity) return
    await ctx.sendActivity({ identifier: actor }, 'followers', activity, {
      preferSharedInbox: true,
      orderingKey: articleUri(input.slug).href,
    })
  }
}
