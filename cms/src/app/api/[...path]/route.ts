import { contractRoute, errorResponse } from '@/contract/http'

export const dynamic = 'force-dynamic'

/**
 * Any other /api path: the contract's 404 envelope rather than an HTML page (413 still first), whatever
 * its query (there is no call whose parameters it could check).
 */
const notFound = contractRoute(
  () => Promise.resolve(errorResponse(404, 'Not found')),
  undefined,
  'unchecked',
)

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as OPTIONS,
}
