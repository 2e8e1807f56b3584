import type { Payload, PayloadRequest } from 'payload'

import { EDITOR_BODY_LIMIT } from './bodyLimit'
import { contractContext, contractRoute, errorResponse, requireEditor } from './http'

interface EditorRequest {
  request: Request
  payload: Payload
  user: NonNullable<PayloadRequest['user']>
}

/** A contract route for editors and admins only (401/403 for anyone else), bodies ≤ 64 KB. */
export function editorRoute<C = unknown>(
  handler: (editor: EditorRequest, context: C) => Response | Promise<Response>,
) {
  return contractRoute(async (request: Request, context: C) => {
    const { payload, user } = await contractContext(request)
    if (!user) return errorResponse(401, 'Authentication required')
    const denied = requireEditor(user)
    if (denied) return denied
    return await handler({ request, payload, user }, context)
  }, EDITOR_BODY_LIMIT)
}
