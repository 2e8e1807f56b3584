import type { Payload } from 'payload'

import type { Redirect } from '@blockwise/shared/schemas/redirect'

/**
 * Every redirect by `from`, as the site loads them into its map: a few per renamed article, so
 * thousands at most, one small row each.
 */
export async function listRedirects(payload: Payload): Promise<Redirect[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    sort: 'from',
    pagination: false,
    depth: 0,
    select: { from: true, to: true },
    overrideAccess: false,
  })
  return docs.map(({ from, to }) => ({ from, to }))
}
