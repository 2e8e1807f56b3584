import type { CollectionBeforeChangeHook, Field } from 'payload'

import { editorialCallersField, serverOnlyField } from '@/access/roles'

import { hiddenFromDiff } from './hiddenFromDiff'

/**
 * Who saved this version: Payload's versions keep the document and its time but not its author,
 * so each save stamps the signed-in account here and every version row carries it. A save
 * without an account (the AI pipeline, a scheduled publish whose editor was deleted) clears it.
 */
export const lastEditedByField: Field = {
  name: 'lastEditedBy',
  label: 'Last edited by',
  type: 'relationship',
  relationTo: 'users',
  access: { read: editorialCallersField, create: serverOnlyField, update: serverOnlyField },
  admin: { position: 'sidebar', readOnly: true, components: hiddenFromDiff },
}

export const recordLastEditor: CollectionBeforeChangeHook = ({ data, req }) => {
  data.lastEditedBy = req.user?.collection === 'users' ? req.user.id : null
  return data
}
