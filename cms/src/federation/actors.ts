import { Endpoints, Image, Organization, Person, PropertyValue } from '@fedify/vocab'

import { FEDERATION_PATHS } from '@blockwise/shared/federation/addresses'
import { escapeHtml } from '@blockwise/shared/text'

import { actorKeyPairs } from './actorKeys'
import { actorProfile, identifierOfUsername, isActor, type ActorProfile } from './actorProfiles'
import type { BlockwiseContext, BlockwiseFederation } from './contextData'
import { siteAddress } from './siteAddress'

const image = (path: string | null) => (path ? new Image({ url: siteAddress(path) }) : null)

/** A profile link as Mastodon shows it: a name and an HTML value, here the site's page. */
function profileLink(name: string, path: string): PropertyValue {
  const url = siteAddress(path)
  return new PropertyValue({
    name,
    value: `<a href="${escapeHtml(url.href)}" rel="me">${escapeHtml(url.host + url.pathname)}</a>`,
  })
}

async function actorDocument(ctx: BlockwiseContext, identifier: string, profile: ActorProfile) {
  const keys = await ctx.getActorKeyPairs(identifier)
  const Actor = profile.kind === 'publication' ? Organization : Person
  return new Actor({
    id: ctx.getActorUri(identifier),
    preferredUsername: profile.username,
    name: profile.name,
    summary: profile.summary ? `<p>${escapeHtml(profile.summary)}</p>` : null,
    url: siteAddress(profile.page),
    icon: image(profile.icon),
    image: image(profile.header),
    inbox: ctx.getInboxUri(identifier),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    outbox: ctx.getOutboxUri(identifier),
    followers: ctx.getFollowersUri(identifier),
    following: ctx.getFollowingUri(identifier),
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((key) => key.multikey),
    manuallyApprovesFollowers: profile.manuallyApprovesFollowers,
    discoverable: true,
    indexable: true,
    attachments: [
      profileLink(profile.kind === 'publication' ? 'Website' : 'Author page', profile.page),
      ...(profile.kind === 'author' ? [profileLink('Publication', '/')] : []),
    ],
  })
}

/**
 * The publication (`@blockwise@host`, an Organization) and each author (`@<slug>@host`, a Person,
 * identified by their id so that a renamed slug keeps its followers), with their keys.
 */
export function registerActors(federation: BlockwiseFederation): void {
  federation
    .setActorDispatcher(FEDERATION_PATHS.actor, async (ctx, identifier) => {
      const profile = await actorProfile(ctx.data, identifier)
      return profile && actorDocument(ctx, identifier, profile)
    })
    .mapHandle((ctx, username) => identifierOfUsername(ctx.data, username))
    .setKeyPairsDispatcher(async (ctx, identifier) => {
      return (await isActor(ctx.data, identifier)) ? actorKeyPairs(ctx.data, identifier) : []
    })
}
