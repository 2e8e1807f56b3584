import { publicRead, publicReadMethods } from '@/contract/cors'
import { findAuthor } from '@/contract/authors'
import {
  contractContext,
  contractRoute,
  errorResponse,
  isDocumentId,
  type Params,
} from '@/contract/http'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: the author of an article; the email only for editors and admins. */
export const GET = publicRead(
  contractRoute(async (request, { params }: Params<'authorId'>) => {
    const { authorId } = await params
    const { payload, user } = await contractContext(request)
    const author = isDocumentId(authorId) ? await findAuthor(payload, authorId, user) : null
    return author ? Response.json(author) : errorResponse(404, 'Author not found')
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
