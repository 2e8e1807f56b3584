import { articleListQuerySchema } from '@blockwise/shared'

import { listArticles } from '@/contract/articles'
import { contractContext, parseSearchParams } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** GET /api/articles — SPEC §7: a plain array, newest first by publishedAt. */
export async function GET(request: Request): Promise<Response> {
  const query = parseSearchParams(request, articleListQuerySchema)
  if (!query.ok) return query.response
  const { payload, user } = await contractContext(request)
  return Response.json(await listArticles(payload, query.data, user))
}
