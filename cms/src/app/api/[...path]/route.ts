import { contractRoute, errorResponse } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** Any other /api path: the contract's 404 envelope rather than an HTML page (413 still first). */
const notFound = contractRoute(() => Promise.resolve(errorResponse(404, 'Not found')))

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
