import type { Payload, PayloadRequest } from 'payload'

import { contractContext, contractRoute, errorResponse, requireEditor } from './http'

type EditorHandler = (context: {
  request: Request
  payload: Payload
  user: NonNullable<PayloadRequest['user']>
}) => Promise<Response>

/** A contract route for editors and admins only (401/403 for anyone else). */
export function editorRoute(handler: EditorHandler) {
  return contractRoute(async (request: Request) => {
    const { payload, user } = await contractContext(request)
    if (!user) return errorResponse(401, 'Authentication required')
    const denied = requireEditor(user)
    if (denied) return denied
    return handler({ request, payload, user })
  })
}
