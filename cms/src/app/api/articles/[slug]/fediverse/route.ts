import { isSlug } from '@blockwise/shared'

import { LIVE_COUNT_HEADERS } from '@/contract/clapCounts'
import { publicRead, publicReadMethods } from '@/contract/cors'
import { readArticleReactions } from '@/contract/fediverse/articleReactions'
import { contractRoute, errorResponse, type Params } from '@/contract/http'
import { cmsPayload } from '@/lib/cmsPayload'

export const dynamic = 'force-dynamic'

/**
 * A published article's boosts, likes and approved replies from the social web, for its page.
 * Kept a second by shared caches, as clap counts are: an editor's approval shows within it.
 */
export const GET = publicRead(
  contractRoute(async (_request, { params }: Params<'slug'>) => {
    const { slug } = await params
    const reactions = isSlug(slug)
      ? await readArticleReactions((await cmsPayload()).db.pool, slug)
      : null
    if (!reactions) return errorResponse(404, 'Article not found')
    return Response.json(reactions, { headers: LIVE_COUNT_HEADERS })
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
