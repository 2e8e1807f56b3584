import { Create, Delete, PUBLIC_COLLECTION, Update, type Activity } from '@fedify/vocab'
import { Temporal } from '@js-temporal/polyfill'
import type { Payload } from 'payload'

import { PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'

import { articleObject, articleTombstone, articleUri } from './articleObject'
import type { BlockwiseContext } from './contextData'
import { federationContext } from './federation'
import { liveArticle } from './federatedArticles'

/** What happened to an article, as followers are told it. */
export type ArticleFederationEvent = 'published' | 'updated' | 'withdrawn'

export interface ArticleFederationInput {
  event: ArticleFederationEvent
  articleId: string
  slug: string
  authorId: string
  /** Names the change, so a job run again sends the same activities (receivers drop repeats). */
  change: string
}

async function recordInOutbox(
  payload: Payload,
  actor: string,
  activity: Activity,
  slug: string,
  ctx: BlockwiseContext,
): Promise<void> {
  const activityId = activity.id?.href
  if (!activityId) return
  const { totalDocs } = await payload.count({
    collection: 'federation-outbox',
    where: { activityId: { equals: activityId } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'federation-outbox',
    data: {
      activityId,
      type:
        activity instanceof Create ? 'Create' : activity instanceof Update ? 'Update' : 'Delete',
      actor,
      articleSlug: slug,
      activity: (await activity.toJsonLd({ contextLoader: ctx.contextLoader })) as Record<
        string,
        unknown
      >,
      publishedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
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
 * Each is kept in the actor's outbox and handed to Fedify, which queues one delivery per
 * follower's server (shared inboxes first), retried with back-off.
 */
export async function federateArticle(payload: Payload, input: ArticleFederationInput) {
  const ctx = federationContext(payload)
  for (const actor of [PUBLICATION_ACTOR, input.authorId]) {
    const activity = await activityOf(ctx, input, actor)
    if (!activity) return
    await recordInOutbox(payload, actor, activity, input.slug, ctx)
    await ctx.sendActivity({ identifier: actor }, 'followers', activity, {
      preferSharedInbox: true,
      orderingKey: articleUri(input.slug).href,
    })
  }
}
