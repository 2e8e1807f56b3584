import type { CollectionBeforeOperationHook } from 'payload'

import { canUseEditorialCalls, isContributorUser } from '@/access/roles'

/**
 * Readers get the published version whatever they ask: `?draft=true` on REST, `draft: true` in
 * GraphQL or a Local API call made with access control are read as if they had not asked.
 * Contributors may ask for drafts: read access shows them their own only (access/articleAccess.ts).
 * (Versions themselves are for editorial callers, and contributors' own, through readVersions.)
 */
export const keepDraftsFromReaders: CollectionBeforeOperationHook = ({
  args,
  overrideAccess,
  req,
}) => {
  const mayReadDrafts = canUseEditorialCalls(req.user) || isContributorUser(req.user)
  if (overrideAccess || mayReadDrafts || !('draft' in args)) return args
  return { ...args, draft: false }
}
