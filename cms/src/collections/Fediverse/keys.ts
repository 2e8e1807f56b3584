import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/roles'

/**
 * Each actor's key pairs (RSA for HTTP signatures, Ed25519 for object proofs) as JWKs, made the
 * first time the actor is asked for; only the server reads them.
 */
export const FederationKeys: CollectionConfig = {
  slug: 'federation-keys',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'actor', type: 'text', required: true, unique: true },
    { name: 'keys', type: 'json', required: true },
  ],
}
