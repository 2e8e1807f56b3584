import type { Access } from 'payload'

import { canUseEditorialCalls } from '../../access/roles'

/**
 * Readers see a trust page once it is published, and then its published version only (a draft
 * save is kept in the versions); editors, admins and editorial keys see drafts too.
 */
export const publishedTrustPagesOrEditor: Access = ({ req }) =>
  canUseEditorialCalls(req.user) ? true : { _status: { equals: 'published' } }
