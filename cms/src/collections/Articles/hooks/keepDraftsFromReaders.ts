import type { CollectionBeforeOperationHook } from 'payload'

import { canUseEditorialCalls } from '@/access/roles'

/**
 * Readers get the published version whatever they ask: `?draft=true` on REST, `draft: true` in
 * GraphQL or a Local API call made with access control are read as if they had not asked.
 * (Versions themselves are editors-only through the collection's readVersions access.)
 */
export const keepDraftsFromReaders: CollectionBeforeOperationHook = ({
  args,
  overrideAccess,
  req,
}) => {
  if (overrideAccess || canUseEditorialCalls(req.user) || !('draft' in args)) return args
  return { ...args, draft: false }
}
