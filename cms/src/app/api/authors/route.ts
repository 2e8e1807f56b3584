import { publicRead, publicReadMethods } from '@/contract/cors'
import { listAuthors } from '@/contract/authors'
import { contractContext, contractRoute } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** docs/product.md#calls: every author, by name; emails only for editors and admins. */
export const GET = publicRead(
  contractRoute(async (request) => {
    const { payload, user } = await contractContext(request)
    return Response.json(await listAuthors(payload, user))
  }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicReadMethods()
