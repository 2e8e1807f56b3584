import type { InboxContext } from '@fedify/fedify'
import type { Activity, Actor } from '@fedify/vocab'
import { Article } from '@fedify/vocab'
import type { Payload } from 'payload'

import { isBlocked } from '../blockList'
import { liveArticle } from '../federatedArticles'

export type Inbox = InboxContext<Payload>

/**
 * A listener that never sees an activity from a blocked actor or server, nor one without an
 * actor: it is dropped before anything is read or stored.
 */
export function unlessBlocked<A extends Activity>(
  listener: (ctx: Inbox, activity: A, actor: URL) => Promise<void>,
): (ctx: Inbox, activity: A) => Promise<void> {
  return async (ctx, activity) => {
    const actor = activity.actorId
    if (!actor || (await isBlocked(ctx.data, actor))) return
    await listener(ctx, activity, actor)
  }
}

/** The live article an object id names (one of our article pages), or null. */
export async function articleIdAt(ctx: Inbox, uri: URL | null): Promise<string | null> {
  if (!uri) return null
  const parsed = ctx.parseUri(uri)
  if (parsed?.type !== 'object' || parsed.class !== Article) return null
  const slug = parsed.values.slug
  return slug ? ((await liveArticle(ctx.data, { slug }))?.id ?? null) : null
}

/** How a remote actor is shown to editors: `@name@host` and a display name. */
export function actorLabels(actor: Actor | null, id: URL): { handle: string; name: string | null } {
  const username = actor?.preferredUsername?.toString() ?? id.pathname.split('/').pop() ?? ''
  return { handle: `@${username}@${id.host}`, name: actor?.name?.toString() ?? null }
}
