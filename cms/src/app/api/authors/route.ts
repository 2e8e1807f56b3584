import { unpagedListQuerySchema } from '@blockwise/shared'
import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { listAuthors } from '@/contract/authors'
import { validatedJson } from '@/contract/etag'
import { contractContext, contractRoute, parseSearchParams } from '@/contract/http'
import { queryKeysOf } from '@/contract/queryKeys'
import { totalCountHeaders } from '@/contract/totalCount'
import { readerAnswerHeaders } from '@/edge/readerAnswerHeaders'

export const dynamic = 'force-dynamic'

/**
 * docs/product.md#calls: every author, by name; emails only for editors and admins. `updatedSince`
 * keeps those updated since, `total=true` adds Total-Count. A reader's answer may be kept by an
 * edge until an author is added, changed or removed.
 */
export const GET = publicRead(
  contractRoute(
    async (request) => {
      const query = parseSearchParams(request, unpagedListQuerySchema)
      if (!query.ok) return query.response
      const { payload, user } = await contractContext(request)
      const authors = await listAuthors(payload, user, query.data.updatedSince)
      const keys = apiAnswerKeys('authorList', {
        authors: authors.map((author) => author.id),
      })
      return validatedJson(request, JSON.stringify(authors), {
        ...totalCountHeaders(query.data.total ? authors.length : undefined),
        ...readerAnswerHeaders(!user, keys),
      })
    },
    undefined,
    queryKeysOf(unpagedListQuerySchema),
  ),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
