import type { Field } from 'payload'

import { articleWorkersField } from '@/access/articleAccess'

import { hiddenFromDiff } from '../hiddenFromDiff'

/**
 * The version a save was edited from: the article's updatedAt as the editor loaded or last saved
 * it. Not stored: every read answers the article's own updatedAt, so the admin's form carries it
 * and takes the new one from each save's answer; a save that sends it is refused when someone else
 * saved since (refuseStaleSaves.ts).
 */
export const editedFromField: Field = {
  name: 'editedFrom',
  type: 'date',
  virtual: true,
  // Contributors too: an editor and a contributor on one draft are told of each other's saves.
  access: { read: articleWorkersField },
  hooks: {
    afterRead: [
      ({ siblingData }) => (siblingData as { updatedAt?: string } | undefined)?.updatedAt ?? null,
    ],
  },
  admin: { hidden: true, disableBulkEdit: true, components: hiddenFromDiff },
}
