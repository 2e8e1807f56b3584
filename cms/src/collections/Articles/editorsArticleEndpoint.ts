import { APIError, Forbidden, headersWithCors, type Endpoint, type PayloadRequest } from 'payload'

import { canUseEditorialCalls } from '@/access/roles'

/**
 * An endpoint of one article for editors, at /cms-api/articles/{id}/{action}, answering what
 * `answer` returns as JSON; 403 for anyone else.
 */
export function editorsArticleEndpoint(
  method: 'get' | 'post',
  action: string,
  answer: (id: string, req: PayloadRequest) => Promise<unknown>,
): Endpoint {
  return {
    path: `/:id/${action}`,
    method,
    handler: async (req) => {
      if (!canUseEditorialCalls(req.user)) throw new Forbidden(req.t)
      const id = req.routeParams?.id
      if (typeof id !== 'string') throw new APIError('Missing ID of article.', 400)
      return Response.json(await answer(id, req), {
        headers: headersWithCors({ headers: new Headers(), req }),
      })
    },
  }
}
