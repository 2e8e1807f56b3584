import { generateCryptoKeyPair, type Federation } from '@fedify/fedify'
import { Endpoints, Person } from '@fedify/vocab'

import { ACTOR_PATH, FOLLOWERS_PATH } from './paths'

/** The remote server's one user: `@alice@127.0.0.1:<port>`, identified by her username. */
export const ALICE = 'alice'

/**
 * Alice's key pairs, made in memory for this server's life: RSA for HTTP and Linked Data
 * signatures, Ed25519 for Object Integrity Proofs.
 */
export async function aliceKeyPairs(): Promise<CryptoKeyPair[]> {
  return [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), await generateCryptoKeyPair('Ed25519')]
}

/**
 * Alice as Mastodon publishes a user: a Person with her inbox, the shared inbox, her followers
 * (nobody) and her public keys, found by WebFinger as `acct:alice@<host>`.
 */
export function registerAlice(federation: Federation<void>, keyPairs: CryptoKeyPair[]): void {
  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      if (identifier !== ALICE) return null
      const keys = await ctx.getActorKeyPairs(identifier)
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: ALICE,
        name: 'Alice Remote',
        summary: '<p>Reads Blockwise from another server of the social web.</p>',
        url: ctx.getActorUri(identifier),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        followers: ctx.getFollowersUri(identifier),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((key) => key.multikey),
      })
    })
    .mapHandle((_ctx, username) => (username === ALICE ? ALICE : null))
    .setKeyPairsDispatcher((_ctx, identifier) => (identifier === ALICE ? keyPairs : []))

  federation.setFollowersDispatcher(FOLLOWERS_PATH, (_ctx, identifier) =>
    identifier === ALICE ? { items: [] } : null,
  )
}
