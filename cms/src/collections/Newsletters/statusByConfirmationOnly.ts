import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import type { Newsletter } from '@/payload-types'

export const STATUS_BY_CONFIRMATION_ONLY =
  'A subscription becomes active only through the subscriber’s own confirmation link; to remove someone, delete the subscriber'

/**
 * Whether a person's or a key's write changes a subscriber's status. A new subscriber starts
 * pending whatever the caller sends; only the server (the confirmation link, with no user on the
 * request) moves one to active.
 */
export function changesStatus(
  status: unknown,
  operation: 'create' | 'update',
  original: Pick<Newsletter, 'status'> | undefined,
): boolean {
  if (status === undefined) return false
  return operation === 'create' ? status !== 'pending' : status !== original?.status
}

/**
 * Refuses (400, on the status field) any caller's write that would set a subscriber's status:
 * the admin, REST and GraphQL alike. Field access would drop the value silently and answer 200.
 */
export const statusByConfirmationOnly: CollectionBeforeValidateHook<Newsletter> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (req.user && changesStatus(data?.status, operation, originalDoc))
    throw new ValidationError({
      collection: 'newsletters',
      errors: [{ path: 'status', message: STATUS_BY_CONFIRMATION_ONLY }],
    })
  return data
}
