/** How the client identifies itself; without it, it calls as an anonymous reader. */
export type BlockwiseAuth =
  /** An integration's API key, created by an admin in the CMS. */
  | { integrationKey: string }
  /** The `token` a login to /cms-api/users/login answers. */
  | { sessionToken: string }

/** The `Authorization` header Payload expects for each kind of credential. */
export function authorizationHeader(auth: BlockwiseAuth): string {
  const [scheme, credential] =
    'integrationKey' in auth
      ? ['integrations API-Key', auth.integrationKey]
      : ['JWT', auth.sessionToken]
  if (!credential.trim()) throw new TypeError(`Empty credential for ${scheme}`)
  return `${scheme} ${credential}`
}
