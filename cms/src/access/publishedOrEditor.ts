import type { Access } from 'payload'

import { canUseEditorialCalls } from './roles'

/** Readers see published articles only; editors, admins and editorial keys see drafts too. */
export const publishedOrEditor: Access = ({ req }) =>
  canUseEditorialCalls(req.user) ? true : { published: { equals: true } }
