import { articleListQuerySchema } from '@blockwise/shared'

import { listArticles } from '@/contract/articles'
import { sharedPublishedList, wantsFreshAnswer } from '@/contract/publishedListCache'
import {
  contractContext,
  contractRoute,
  methodsNotAllowed,
  parseSearchParams,
} from '@/contract/http'

export const dynamic = 'force-dynamic'

/** SPEC §7: a plain array, newest first by publishedAt; readers only ever see published articles. */
export const GET = contractRoute(async (request) => {
  const query = parseSearchParams(request, articleListQuerySchema)
  if (!query.ok) return query.response
  const { payload, user } = await contractContext(request)
  const load = () => listArticles(payload, query.data, user)
  const shared = !user && !wantsFreshAnswer(request)
  return Response.json(
    await (shared ? sharedPublishedList(JSON.stringify(query.data), load) : load()),
  )
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
