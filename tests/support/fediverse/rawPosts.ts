import { generateCryptoKeyPair, signRequest, type Context } from '@fedify/fedify'

import { ALICE } from './actor'

/** What a hostile or careless server can post to an inbox, byte for byte. */
export interface RawPosts {
  /**
   * Posts `activity` signed with alice's published RSA key (an HTTP signature only), and returns
   * the answer and the signed request, unsent: fetch it again to replay the same bytes and headers.
   */
  signedPost: (inbox: string | URL, activity: unknown) => Promise<SignedPost>
  /** Posts `activity` claiming alice's key id but signed with another key. */
  forgedPost: (inbox: string | URL, activity: unknown) => Promise<Response>
  /** Posts, unsigned, an activity whose body is longer than `bytes`. */
  oversizedPost: (inbox: string | URL, bytes: number) => Promise<Response>
}

interface SignedPost {
  response: Response
  request: Request
}

const ACTIVITY_JSON = 'application/activity+json'

function activityRequest(inbox: string | URL, body: string): Request {
  return new Request(inbox, {
    method: 'POST',
    headers: { 'content-type': ACTIVITY_JSON, accept: ACTIVITY_JSON },
    body,
  })
}

export function rawPosts(ctx: Context<void>): RawPosts {
  async function aliceRsaKey() {
    const keys = await ctx.getActorKeyPairs(ALICE)
    const rsa = keys.find((key) => key.privateKey.algorithm.name === 'RSASSA-PKCS1-v1_5')
    if (!rsa) throw new Error('Alice has no RSA key')
    return rsa
  }

  return {
    async signedPost(inbox, activity) {
      const { privateKey, keyId } = await aliceRsaKey()
      const request = await signRequest(
        activityRequest(inbox, JSON.stringify(activity)),
        privateKey,
        keyId,
      )
      return { response: await fetch(request.clone()), request }
    },

    async forgedPost(inbox, activity) {
      const { keyId } = await aliceRsaKey()
      const impostor = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')
      const request = activityRequest(inbox, JSON.stringify(activity))
      return fetch(await signRequest(request, impostor.privateKey, keyId))
    },

    oversizedPost(inbox, bytes) {
      const activity = {
        '@context': 'https://www.w3.org/ns/activitystreams',
        type: 'Create',
        actor: ctx.getActorUri(ALICE).href,
        object: { type: 'Note', content: 'x'.repeat(bytes) },
      }
      return fetch(activityRequest(inbox, JSON.stringify(activity)))
    },
  }
}
