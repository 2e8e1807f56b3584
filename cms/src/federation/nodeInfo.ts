import { FEDERATION_PATHS } from '@blockwise/shared/federation/addresses'

import type { BlockwiseFederation } from './contextData'
import { siteAddress } from './siteAddress'

/** What a server says of itself to others (NodeInfo 2.1): software, protocol and its size. */
export function registerNodeInfo(federation: BlockwiseFederation): void {
  federation.setNodeInfoDispatcher(FEDERATION_PATHS.nodeInfo, async (ctx) => {
    const [authors, articles] = await Promise.all([
      ctx.data.count({ collection: 'authors', overrideAccess: true }),
      ctx.data.count({
        collection: 'articles',
        where: { published: { equals: true } },
        overrideAccess: true,
      }),
    ])
    return {
      software: { name: 'blockwise', version: '1.0.0', homepage: siteAddress('/about') },
      protocols: ['activitypub'],
      openRegistrations: false,
      usage: {
        // The publication and each author are the accounts.
        users: { total: authors.totalDocs + 1 },
        localPosts: articles.totalDocs,
        localComments: 0,
      },
    }
  })
}
