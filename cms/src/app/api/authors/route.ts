import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { listAuthors } from '@/contract/authors'
import { validatedJson } from '@/contract/etag'
import { contractContext, contractRoute } from '@/contract/http'
import { readerAnswerHeaders } from '@/edge/readerAnswerHeaders'

export const dynamic = 'force-dynamic'

/**
 * docs/product.md#calls: every author, by name; emails only for editors and admins. A reader's
 * answer may be kept by an edge until an author is added, changed or removed.
 */
export const GET = publicRead(
  contractRoute(async (request) => {
    const { payload, user } = await contractContext(request)
    const authors = await listAuthors(payload, user)
    const keys = apiAnswerKeys('authorList', {
      authors: authors.map((author) => author.id),
    })
    return validatedJson(request, JSON.stringify(authors), readerAnswerHeaders(!user, keys))
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
