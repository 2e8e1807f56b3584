import { articleListQuerySchema } from '@blockwise/shared'

import { ARTICLE_LIST_QUERY_KEYS, articleListResponse } from '@/contract/articleListResponse'
import { listArticles } from '@/contract/articles'
import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractContext, contractRoute, parseSearchParams } from '@/contract/http'

export const dynamic = 'force-dynamic'

/**
 * docs/product.md#calls: a plain array, newest first by publishedAt unless `sort` says otherwise;
 * readers only ever see published articles. A page further on is reached by `page` or by the
 * previous answer's X-Next-Cursor; `total=true` adds Total-Count. In production the CMS server
 * answers readers' plain calls before Next (src/server/listFastPath.ts), the same way.
 */
export const GET = publicRead(
  contractRoute(
    async (request) => {
      const query = parseSearchParams(request, articleListQuerySchema)
      if (!query.ok) return query.response
      const { payload, user } = await contractContext(request)
      return articleListResponse(request, query.data, user, (start) =>
        listArticles(payload, query.data, user, start),
      )
    },
    undefined,
    ARTICLE_LIST_QUERY_KEYS,
  ),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
