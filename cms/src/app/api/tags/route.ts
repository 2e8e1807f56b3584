import { unpagedListQuerySchema } from '@blockwise/shared'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { contractContext, contractRoute, parseSearchParams } from '@/contract/http'
import { validatedJson } from '@/contract/etag'
import { listCacheHeaders } from '@/contract/publishedListCache'
import { queryKeysOf } from '@/contract/queryKeys'
import { listTags, tagKeys } from '@/contract/tags'
import { totalCountHeaders } from '@/contract/totalCount'

export const dynamic = 'force-dynamic'

/**
 * Every tag by name, with the number of published articles carrying it; `updatedSince` keeps those
 * updated since, `total=true` adds Total-Count.
 */
export const GET = publicRead(
  contractRoute(
    async (request) => {
      const query = parseSearchParams(request, unpagedListQuerySchema)
      if (!query.ok) return query.response
      const { payload, user } = await contractContext(request)
      const tags = await listTags(payload, query.data.updatedSince)
      return validatedJson(request, JSON.stringify(tags), {
        ...totalCountHeaders(query.data.total ? tags.length : undefined),
        ...listCacheHeaders(!user, tagKeys(tags)),
      })
    },
    undefined,
    queryKeysOf(unpagedListQuerySchema),
  ),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
