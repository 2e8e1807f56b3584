import type { Payload } from 'payload'

import { messageBodySchema } from '@blockwise/shared'
import { sitePathOf } from '@blockwise/shared/redirects/paths'

import { apiAnswerKeys } from '@/edge/apiAnswerKeys'
import { readerAnswerHeaders } from '@/edge/readerAnswerHeaders'

const ARTICLE_ADDRESS = /^\/articles\/([a-z0-9-]+)$/

/**
 * For a slug no article has: when a renamed article left it behind (a redirect from its old
 * address to its new one), 308 to the article's current /api address, kept by shared caches like
 * the redirects list (a redirect's change purges it). Null when no article moved away from it.
 */
export async function movedArticleAnswer(
  payload: Payload,
  slug: string,
  forReaders: boolean,
): Promise<Response | null> {
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: sitePathOf.article(slug) } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { to: true },
    overrideAccess: false,
  })
  const [, current] = ARTICLE_ADDRESS.exec(docs[0]?.to ?? '') ?? []
  if (!current) return null
  const location = `/api/articles/${current}`
  return Response.json(messageBodySchema.parse({ message: `The article moved to ${location}` }), {
    status: 308,
    headers: { location, ...readerAnswerHeaders(forReaders, apiAnswerKeys('redirects')) },
  })
}
