import type { Context } from '@fedify/fedify'
import { isActor, type Actor } from '@fedify/vocab'

/** A WebFinger answer (RFC 7033), as much of it as a fediverse server reads. */
interface WebFingerAnswer {
  subject: string
  aliases?: string[]
  links: Array<{ rel: string; type?: string; href?: string }>
}

export interface LookedUp {
  webFinger: WebFingerAnswer
  actor: Actor
}

const isActivityJson = (type: string | undefined) =>
  type === 'application/activity+json' ||
  (type?.startsWith('application/ld+json') === true && type.includes('activitystreams'))

/**
 * What Mastodon does with `@user@host` typed in its search box: WebFinger, then the actor its
 * `self` link names, fetched through the remote's federation. WebFinger is asked over http:
 * Fedify asks every `acct:` over https, and these servers listen on loopback without TLS.
 */
export async function lookupHandle(ctx: Context<void>, handle: string): Promise<LookedUp> {
  const match = /^@?([^@\s]+)@([^@\s/]+)$/.exec(handle)
  if (!match) throw new Error(`${handle} is not a handle (@user@host)`)
  const [, user, host] = match
  const url = new URL(`http://${host}/.well-known/webfinger`)
  url.searchParams.set('resource', `acct:${user}@${host}`)
  const answer = await fetch(url, { headers: { accept: 'application/jrd+json' } })
  if (!answer.ok) throw new Error(`WebFinger for ${handle} answered ${answer.status}`)
  const webFinger = (await answer.json()) as WebFingerAnswer
  const self = webFinger.links.find((link) => link.rel === 'self' && isActivityJson(link.type))
  if (!self?.href) throw new Error(`WebFinger for ${handle} names no actor`)
  const actor = await ctx.lookupObject(self.href)
  if (!isActor(actor)) throw new Error(`${self.href} (${handle}) is not an actor`)
  return { webFinger, actor }
}
