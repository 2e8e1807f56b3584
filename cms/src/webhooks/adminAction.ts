import {
  APIError,
  Forbidden,
  NotFound,
  UnauthorizedError,
  commitTransaction,
  headersWithCors,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { isAdminUser } from '@/access/roles'
import { isDocumentId } from '@/lib/documentId'
import type { WebhookDelivery } from '@/payload-types'

/** Why an action cannot be done to this document, answered with 409. */
export class WebhookActionRefused extends APIError {
  constructor(message: string) {
    super(message, 409, undefined, true)
  }
}

/**
 * `POST /cms-api/<collection>/:id/<action>` for admins only (401 without credentials, 403 for
 * editors and integration keys, 404 for an unknown id), like every other call on endpoints and
 * deliveries. `queue` runs in a transaction of its own: the delivery and its job exist together
 * or not at all. Answers 201 with the delivery it logged.
 */
export function adminWebhookAction(
  action: string,
  queue: (id: string, req: PayloadRequest) => Promise<WebhookDelivery | null>,
): Endpoint {
  return {
    path: `/:id/${action}`,
    method: 'post',
    handler: async (req) => {
      if (!req.user) throw new UnauthorizedError(req.t)
      if (!isAdminUser(req.user)) throw new Forbidden(req.t)
      const id = req.routeParams?.id
      if (typeof id !== 'string' || !isDocumentId(id)) throw new NotFound(req.t)
      const ownTransaction = await initTransaction(req)
      let delivery: WebhookDelivery | null
      try {
        delivery = await queue(String(id), req)
        if (ownTransaction) await commitTransaction(req)
      } catch (error) {
        if (ownTransaction) await killTransaction(req)
        throw error
      }
      if (!delivery) throw new NotFound(req.t)
      return Response.json(
        { message: `Queued ${delivery.event} as ${delivery.messageId}`, doc: delivery },
        { status: 201, headers: headersWithCors({ headers: new Headers(), req }) },
      )
    },
  }
}
