import type { Access } from 'payload'

import { isEditorOrAdminUser } from './roles'

/** Readers see published articles only; editors and admins see drafts too. */
export const publishedOrEditor: Access = ({ req }) =>
  isEditorOrAdminUser(req.user) ? true : { published: { equals: true } }
