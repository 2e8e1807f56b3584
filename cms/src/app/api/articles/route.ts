import { articleListQuerySchema, surrogateKey } from '@blockwise/shared'

import { listArticles, toArticleSummary } from '@/contract/articles'
import {
  listCacheHeaders,
  sharedPublishedList,
  wantsFreshAnswer,
  type SharedList,
} from '@/contract/publishedListCache'
import {
  contractContext,
  contractRoute,
  methodsNotAllowed,
  parseSearchParams,
} from '@/contract/http'
import { apiKeysOfArticles } from '@/edge/surrogateKeysOf'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: a plain array, newest first by publishedAt; readers only ever see published articles. */
export const GET = contractRoute(async (request) => {
  const query = parseSearchParams(request, articleListQuerySchema)
  if (!query.ok) return query.response
  const { payload, user } = await contractContext(request)
  // Serialized once per shared list, not once per reader.
  const load = async (): Promise<SharedList> => {
    const articles = await listArticles(payload, query.data, user)
    return {
      body: JSON.stringify(articles.map(toArticleSummary)),
      keys: [surrogateKey.list('api-articles'), ...apiKeysOfArticles(articles)],
    }
  }
  const shared = !user && !wantsFreshAnswer(request)
  const list = await (shared ? sharedPublishedList(JSON.stringify(query.data), load) : load())
  return new Response(list.body, {
    headers: { 'content-type': 'application/json', ...listCacheHeaders(!user, list.keys) },
  })
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
