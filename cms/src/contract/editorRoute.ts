import type { Payload, PayloadRequest } from 'payload'

import { unauthorized } from '@/auth/challenge'
import { recordIntegrationEvent } from '@/collections/Integrations/auditLog'

import { EDITOR_BODY_LIMIT } from './bodyLimit'
import {
  contractContext,
  contractRoute,
  requireAnalyticsReader,
  requireEditor,
  requireSubscriberReader,
} from './http'
import type { QueryKeys } from './queryKeys'

interface EditorRequest {
  request: Request
  payload: Payload
  user: NonNullable<PayloadRequest['user']>
}

/**
 * A contract route for editors, admins and editorial integration keys (401/403 for anyone else, or
 * for whoever `refuse` refuses), bodies ≤ 64 KB, the query parameters `queryKeys` (none by
 * default). A key's successful writes are recorded in its audit log.
 */
export function editorRoute<C = unknown>(
  handler: (editor: EditorRequest, context: C) => Response | Promise<Response>,
  refuse: (user: EditorRequest['user']) => Response | null = requireEditor,
  queryKeys: QueryKeys = [],
) {
  return contractRoute(
    async (request: Request, context: C) => {
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
    },
    EDITOR_BODY_LIMIT,
    queryKeys,
  )
}

/** The subscribers' routes: editors, admins and subscribers:read keys, not editorial keys. */
export const subscribersRoute = <C = unknown>(
  handler: (editor: EditorRequest, context: C) => Response | Promise<Response>,
) => editorRoute(handler, requireSubscriberReader)

/** The analytics reports: editors, admins and analytics keys; GET with the `queryKeys` given. */
export const analyticsRoute = <C = unknown>(
  handler: (reader: EditorRequest, context: C) => Response | Promise<Response>,
  queryKeys: QueryKeys,
) => editorRoute(handler, requireAnalyticsReader, queryKeys)
