import { apiAnswerKeys } from '@/edge/apiAnswerKeys'

import { publicRead, publicReadMethods } from '@/contract/cors'
import { findAuthor } from '@/contract/authors'
import { validatedJson } from '@/contract/etag'
import {
  contractContext,
  contractRoute,
  errorResponse,
  isDocumentId,
  type Params,
} from '@/contract/http'
import { readerAnswerHeaders } from '@/edge/readerAnswerHeaders'

export const dynamic = 'force-dynamic'

/**
 * docs/product.md#calls: the author of an article; the email only for editors and admins. A
 * reader's answer may be kept by an edge until the author changes.
 */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'authorId'>) => {
    const { authorId } = await params
    const { payload, user } = await contractContext(request)
    const author = isDocumentId(authorId) ? await findAuthor(payload, authorId, user) : null
    if (!author) return errorResponse(404, 'Author not found')
    const keys = apiAnswerKeys('author', { authors: [author.id] })
    return validatedJson(request, JSON.stringify(author), readerAnswerHeaders(!user, keys))
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
