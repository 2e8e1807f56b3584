import { articleListQuerySchema } from '@blockwise/shared'

import { listArticles } from '@/contract/articles'
import {
  listCacheControl,
  sharedPublishedList,
  wantsFreshAnswer,
} from '@/contract/publishedListCache'
import {
  contractContext,
  contractRoute,
  methodsNotAllowed,
  parseSearchParams,
} from '@/contract/http'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: a plain array, newest first by publishedAt; readers only ever see published articles. */
export const GET = contractRoute(async (request) => {
  const query = parseSearchParams(request, articleListQuerySchema)
  if (!query.ok) return query.response
  const { payload, user } = await contractContext(request)
  // Serialized once per shared list, not once per reader.
  const load = async () => JSON.stringify(await listArticles(payload, query.data, user))
  const shared = !user && !wantsFreshAnswer(request)
  const body = await (shared ? sharedPublishedList(JSON.stringify(query.data), load) : load())
  return new Response(body, {
    headers: { 'content-type': 'application/json', 'cache-control': listCacheControl(!user) },
  })
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
