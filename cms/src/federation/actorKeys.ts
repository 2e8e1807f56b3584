import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify'
import type { Payload } from 'payload'

interface StoredPair {
  publicKey: JsonWebKey
  privateKey: JsonWebKey
}

/** RSA first (what Mastodon verifies HTTP signatures with), then Ed25519 (object proofs). */
const ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const

async function readPairs(payload: Payload, actor: string): Promise<StoredPair[] | null> {
  const { docs } = await payload.find({
    collection: 'federation-keys',
    where: { actor: { equals: actor } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const keys = docs[0]?.keys
  return Array.isArray(keys) ? (keys as unknown as StoredPair[]) : null
}

async function madePairs(): Promise<StoredPair[]> {
  return Promise.all(
    ALGORITHMS.map(async (algorithm) => {
      const pair = await generateCryptoKeyPair(algorithm)
      return {
        publicKey: await exportJwk(pair.publicKey),
        privateKey: await exportJwk(pair.privateKey),
      }
    }),
  )
}

/**
 * The actor's key pairs, made and stored the first time they are needed. Two instances making them
 * at once both try to store theirs; the unique actor keeps one, and both then use it.
 */
async function storedPairs(payload: Payload, actor: string): Promise<StoredPair[]> {
  const existing = await readPairs(payload, actor)
  if (existing) return existing
  try {
    await payload.create({
      collection: 'federation-keys',
      data: { actor, keys: await madePairs() },
      overrideAccess: true,
    })
  } catch (error) {
    const again = await readPairs(payload, actor)
    if (again) return again
    throw error
  }
  const made = await readPairs(payload, actor)
  if (!made) throw new Error(`The keys of ${actor} were stored but cannot be read`)
  return made
}

export async function actorKeyPairs(payload: Payload, actor: string): Promise<CryptoKeyPair[]> {
  const pairs = await storedPairs(payload, actor)
  return Promise.all(
    pairs.map(async (pair) => ({
      publicKey: await importJwk(pair.publicKey, 'public'),
      privateKey: await importJwk(pair.privateKey, 'private'),
    })),
  )
}
