import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
} from 'payload'

import type { WebhookData } from '@blockwise/shared'

import { liveNow } from '@/collections/Articles/hooks/statusFromPublished'
import { env } from '@/env'
import {
  queueArticleFederation,
  type ArticleFederationEvent,
} from '@/federation/queueArticleFederation'
import type { Article } from '@/payload-types'

import { emitWebhookEvent } from './emit'

/** What followers on the social web are told of each change (federation/publishing.ts). */
const FEDERATION_EVENTS = {
  'article.published': 'published',
  'article.updated': 'updated',
  'article.unpublished': 'withdrawn',
} as const satisfies Record<string, ArticleFederationEvent>

/** Per article id: whether readers saw it before the save in progress. */
const LIVE_BEFORE = 'webhookLiveBefore'
type LiveBefore = Record<string, boolean>

/** What integrators are told about an article. */
function articleEventData(article: Article): WebhookData<'article.published'> {
  return {
    id: article.id,
    slug: article.slug,
    type: article.articleType,
    title: article.title,
    excerpt: article.excerpt,
    url: `${env.siteUrl}/articles/${encodeURIComponent(article.slug)}`,
    publishedAt: article.publishedAt ?? null,
    updatedAt: article.updatedAt,
  }
}

/**
 * Notes whether readers see the article before the save writes: Payload's previousDoc is its latest
 * version, which may be a draft.
 */
export const noteLiveBeforeSave: CollectionBeforeChangeHook<Article> = async ({
  data,
  operation,
  originalDoc,
  req,
  context,
}) => {
  if (operation === 'update' && originalDoc?.id) {
    const known = (context[LIVE_BEFORE] ?? {}) as LiveBefore
    context[LIVE_BEFORE] = { ...known, [originalDoc.id]: await liveNow(originalDoc.id, req) }
  }
  return data
}

/**
 * Emits article.published, .updated or .unpublished with the save, in its transaction, by what
 * readers see (the stored row, docs/decisions/0019), and queues telling followers on the social
 * web: a draft saved over a live article leaves the row alone and is no event, nor is anything
 * done to an article readers never saw.
 */
export const emitArticleChange: CollectionAfterChangeHook<Article> = async ({
  doc,
  operation,
  req,
  context,
}) => {
  const liveBefore =
    operation === 'update' && Boolean((context[LIVE_BEFORE] as LiveBefore | undefined)?.[doc.id])
  let event: 'article.published' | 'article.updated' | 'article.unpublished' | null = null
  if (doc._status === 'published') event = liveBefore ? 'article.updated' : 'article.published'
  else if (liveBefore && !(await liveNow(doc.id, req))) event = 'article.unpublished'
  if (!event) return doc
  await emitWebhookEvent(req, event, articleEventData(doc))
  await queueArticleFederation(req, FEDERATION_EVENTS[event], doc)
  return doc
}

/** Emits article.deleted when readers could see the article deleted. */
export const emitArticleDeleted: CollectionAfterDeleteHook<Article> = async ({ doc, req }) => {
  if (!doc.published) return doc
  await emitWebhookEvent(req, 'article.deleted', articleEventData(doc))
  await queueArticleFederation(req, 'withdrawn', doc)
  return doc
}
