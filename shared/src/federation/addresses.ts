/**
 * Where the publication lives on the social web (ActivityPub): every address is on the site's
 * origin; the site hands these requests to the CMS, which answers them with Fedify
 * (docs/fediverse.md).
 */

/** The publication's actor: `@blockwise@<host>`. Authors are actors named by their id. */
export const PUBLICATION_ACTOR = 'blockwise'

/** Fedify's URI templates for the CMS's dispatchers; `{identifier}` is an actor's. */
export const FEDERATION_PATHS = {
  actor: '/ap/actors/{identifier}',
  inbox: '/ap/actors/{identifier}/inbox',
  sharedInbox: '/ap/inbox',
  outbox: '/ap/actors/{identifier}/outbox',
  followers: '/ap/actors/{identifier}/followers',
  following: '/ap/actors/{identifier}/following',
  /** An article's object is its page's address, asked for as ActivityStreams JSON. */
  article: '/articles/{slug}',
  nodeInfo: '/nodeinfo/2.1',
} as const

/** Paths the site forwards to the CMS whatever the request asks for. */
export const FEDERATION_ONLY_PATHS = /^\/(\.well-known\/(webfinger|nodeinfo)|nodeinfo\/|ap\/)/

/** Pages whose address is also an ActivityPub object's: an article's. */
export const NEGOTIATED_PAGE = /^\/articles\/[a-z0-9-]+$/i

/**
 * Whether an `Accept` header asks for ActivityStreams JSON rather than a page: Mastodon and others
 * send `application/activity+json` or JSON-LD with the ActivityStreams profile.
 */
export function wantsActivityJson(accept: string | undefined | null): boolean {
  if (!accept) return false
  return accept.split(',').some((part) => {
    const type = part.trim().toLowerCase()
    return (
      type.startsWith('application/activity+json') ||
      (type.startsWith('application/ld+json') && type.includes('activitystreams'))
    )
  })
}

/** Whether the site must hand a request to the CMS's federation instead of serving a page. */
export function isFederationRequest(pathname: string, accept: string | undefined | null): boolean {
  return (
    FEDERATION_ONLY_PATHS.test(pathname) ||
    (NEGOTIATED_PAGE.test(pathname) && wantsActivityJson(accept))
  )
}
