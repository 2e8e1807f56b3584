import type { Payload, PayloadRequest } from 'payload'

import { unauthorized } from '@/auth/challenge'
import { recordIntegrationEvent } from '@/collections/Integrations/auditLog'

import { EDITOR_BODY_LIMIT } from './bodyLimit'
import { contractContext, contractRoute, requireEditor, requireSubscriberReader } from './http'

interface EditorRequest {
  request: Request
  payload: Payload
  user: NonNullable<PayloadRequest['user']>
}

/**
 * A contract route for editors, admins and editorial integration keys (401/403 for anyone else, or
 * for whoever `refuse` refuses), bodies ≤ 64 KB. A key's successful writes are recorded in its
 * audit log.
 */
export function editorRoute<C = unknown>(
  handler: (editor: EditorRequest, context: C) => Response | Promise<Response>,
  refuse: (user: EditorRequest['user']) => Response | null = requireEditor,
) {
  return contractRoute(async (request: Request, context: C) => {
    const { payload, user } = await contractContext(request)
    if (!user) return unauthorized()
    const denied = refuse(user)
    if (denied) return denied
    const response = await handler({ request, payload, user }, context)
    if (request.method !== 'GET' && response.ok) {
      const target = `${request.method} ${new URL(request.url).pathname}`
      await recordIntegrationEvent(payload, user, { action: 'call', target })
    }
    return response
  }, EDITOR_BODY_LIMIT)
}

/** The subscribers' routes: editors, admins and subscribers:read keys, not editorial keys. */
export const subscribersRoute = <C = unknown>(
  handler: (editor: EditorRequest, context: C) => Response | Promise<Response>,
) => editorRoute(handler, requireSubscriberReader)
